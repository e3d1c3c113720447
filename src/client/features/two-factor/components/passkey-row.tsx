import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { LazyConfirmDialog } from "#client/components/ui/lazy-confirm-dialog.tsx";
import { useRemovePasskey } from "#client/features/two-factor/api/remove-passkey.ts";
import { shortDate } from "#client/features/two-factor/lib/dates.ts";
import { passkeyProblem } from "#client/features/two-factor/lib/webauthn.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import type { Passkey } from "#shared/schemas/passkeys.ts";

const s = TWO_FACTOR_MSG.screens;

/** One passkey: its name, when it was added and last used, and Remove (after a confirmation). */
export function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemovePasskey();
  const details = [
    s.addedOn(shortDate(passkey.createdAt)),
    passkey.lastUsedAt ? s.lastUsed(shortDate(passkey.lastUsedAt)) : s.neverUsed,
    ...(passkey.backedUp ? [s.synced] : []),
  ].join(" · ");

  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong"
      >
        <KeyRound className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-gray-900">{passkey.name}</p>
        <p className="text-sm text-gray-700">{details}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={s.removePasskey(passkey.name)}
        onClick={() => setConfirming(true)}
      >
        {s.remove}
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={s.removePasskeyTitle}
        description={s.removePasskeyBody(passkey.name)}
        confirmLabel={s.remove}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(passkey.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: s.passkeyRemoved, variant: "success" });
            },
            onError: (error) => {
              setConfirming(false);
              if (!handleUnauthorized(error)) {
                toast({ title: passkeyProblem(error), variant: "destructive" });
              }
            },
          })
        }
      />
    </li>
  );
}
