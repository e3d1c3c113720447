import { Lock } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useWithdrawGuess } from "#client/features/guesses/api/guesses.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { cn } from "#client/lib/cn.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { GUESS_MSG } from "#shared/messages/guesses.ts";

const m = GUESS_MSG;

/**
 * "You guessed @x (sealed)", with Withdraw, and Change where the guess is not being changed
 * already (the quip's page; the dialog is the change itself).
 */
export function SealedGuessLine({
  quipId,
  username,
  onChange,
  className,
}: {
  quipId: string;
  username: string;
  onChange?: () => void;
  className?: string;
}) {
  const withdraw = useWithdrawGuess({
    mutationConfig: {
      onSuccess: () => toast({ title: m.withdrawn }),
      onError: (failure) => {
        if (handleUnauthorized(failure)) return;
        const message = failure instanceof ApiError ? failure.body.trim() : "";
        toast({ title: message || m.withdrawFailed, variant: "destructive" });
      },
    },
  });
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-2", className)}>
      <p className="flex min-w-0 items-center gap-2 font-semibold text-gray-900">
        <Lock aria-hidden="true" className="size-4 shrink-0 text-brand-strong" />
        <span className="min-w-0 break-words">{m.yourGuess(username)}</span>
      </p>
      <div className="flex gap-2">
        {onChange ? (
          <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={onChange}>
            {m.change}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate({ quipId })}
        >
          {m.withdraw}
        </Button>
      </div>
    </div>
  );
}
