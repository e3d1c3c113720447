import { Send } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useResendConfirmation } from "#client/features/account/api/email.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";

/**
 * Mails a fresh link for what waits to be confirmed; the server says where it went. `inline`
 * draws it as a link within a sentence, for the banner's one quiet line.
 */
export function ResendConfirmationButton({ inline = false }: { inline?: boolean }) {
  const resend = useResendConfirmation();
  function send() {
    resend.mutate(undefined, {
      onSuccess: (answer) => toast({ title: answer.message, variant: "success" }),
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({
          title: ACCOUNT_MSG.email.resendFailed,
          ...refusalDescription(error),
          variant: "destructive",
        });
      },
    });
  }
  if (inline) {
    return (
      <button
        type="button"
        onClick={send}
        disabled={resend.isPending}
        className="rounded font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-60"
      >
        {ACCOUNT_MSG.email.resend}
      </button>
    );
  }
  return (
    <Button variant="secondary" size="sm" onClick={send} disabled={resend.isPending}>
      {resend.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <Send aria-hidden="true" className="size-4" />
      )}
      {ACCOUNT_MSG.email.resend}
    </Button>
  );
}
