import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import {
  useDisableTotp,
  useRenewRecoveryCodes,
} from "#client/features/two-factor/api/totp-changes.ts";
import { useTotpStatus } from "#client/lib/auth/get-totp-status.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import type { TotpStatus } from "#shared/schemas/two-factor.ts";
import { PasswordConfirmForm } from "./password-confirm-form";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { TotpSetup } from "./totp-setup";

const s = TWO_FACTOR_MSG.screens;

/** Account and security's "Two-factor authentication": an authenticator app and recovery codes. */
export function TwoFactorSection({ username }: { username: string }) {
  const status = useTotpStatus();
  return (
    <Card as="section" aria-labelledby="two-factor-title" className="p-5 sm:p-6">
      <h2 id="two-factor-title" className="flex items-center gap-2 font-bold text-gray-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand" />
        {s.totpTitle}
      </h2>
      {status.isPending ? (
        <div role="status" aria-label={`Loading: ${s.totpTitle}`} className="mt-3 space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-10 w-28 rounded-full" />
        </div>
      ) : status.isError ? (
        <InlineLoadError
          message={s.statusFailed}
          onRetry={() => void status.refetch()}
          className="mt-3 text-gray-800"
        />
      ) : (
        <TwoFactorSettings status={status.data} username={username} />
      )}
    </Card>
  );
}

type Flow = "idle" | "setup" | "turn-off" | "renew";

function TwoFactorSettings({ status, username }: { status: TotpStatus; username: string }) {
  const [flow, setFlow] = useState<Flow>("idle");
  const [codes, setCodes] = useState<string[] | null>(null);
  const disable = useDisableTotp();
  const renew = useRenewRecoveryCodes();
  const idle = () => setFlow("idle");

  if (codes) {
    return <RecoveryCodesPanel codes={codes} username={username} onDone={() => setCodes(null)} />;
  }
  if (flow === "setup") {
    return (
      <TotpSetup
        onEnabled={(recoveryCodes) => {
          setCodes(recoveryCodes);
          idle();
          toast({ title: s.turnedOn, variant: "success" });
        }}
        onCancel={idle}
      />
    );
  }
  if (flow === "turn-off") {
    return (
      <PasswordConfirmForm
        idPrefix="totp-off"
        lead={s.confirmTurnOffLead}
        submitLabel={s.turnOff}
        variant="destructive"
        onConfirm={async (currentPassword) => {
          await disable.mutateAsync({ currentPassword });
          idle();
          toast({ title: s.turnedOff, variant: "success" });
        }}
        onCancel={idle}
      />
    );
  }
  if (flow === "renew") {
    return (
      <PasswordConfirmForm
        idPrefix="totp-renew"
        lead={s.confirmRenewLead}
        submitLabel={s.makeNewCodes}
        onConfirm={async (currentPassword) => {
          const { recoveryCodes } = await renew.mutateAsync({ currentPassword });
          setCodes(recoveryCodes);
          idle();
        }}
        onCancel={idle}
      />
    );
  }
  if (!status.enabled) {
    return (
      <>
        <p className="mt-1 text-sm text-gray-700">{s.totpIntroOff}</p>
        <Button className="mt-4" onClick={() => setFlow("setup")}>
          {s.setUp}
        </Button>
      </>
    );
  }
  return (
    <>
      <p className="mt-1 text-sm text-gray-700">{s.totpIntroOn}</p>
      <p className="mt-2 text-sm font-semibold text-gray-900">
        {s.recoveryLeft(status.recoveryCodesLeft)}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setFlow("renew")}>
          {s.newRecoveryCodes}
        </Button>
        <Button variant="secondary" onClick={() => setFlow("turn-off")}>
          {s.turnOff}
        </Button>
      </div>
    </>
  );
}
