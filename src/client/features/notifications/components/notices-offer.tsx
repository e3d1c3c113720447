import { BellRing, Download, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import {
  type PushState,
  readPushState,
  turnPushOn,
} from "#client/features/notifications/lib/push-device.ts";
import { promptInstall, useCanInstall } from "#client/lib/offline/install-prompt.ts";
import { NOTIFICATIONS_MSG } from "#shared/messages/notifications.ts";

const m = NOTIFICATIONS_MSG;
/** Once dismissed on this device, the offer is not made again here. */
const DISMISSED_KEY = "quip-notices-offer-dismissed";

function isDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The offer to install the app and to turn on notices, made once the member has posted (the
 * page shows it under their new quip), never on arrival. Each button asks the browser only when
 * pressed; "Not now" closes it for good on this device.
 */
export function NoticesOffer({ as = "aside" }: { as?: "aside" | "article" }) {
  const canInstall = useCanInstall();
  const [push, setPush] = useState<PushState | null>(null);
  const [dismissed, setDismissed] = useState(isDismissed);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  useEffect(() => {
    if (dismissed) return;
    readPushState()
      .then(setPush)
      .catch(() => setPush("unsupported"));
  }, [dismissed]);

  const offersPush = push === "off";
  if (dismissed || push === null || (!offersPush && !canInstall && outcome === null)) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Without storage it closes for this page only.
    }
    setDismissed(true);
  };
  const turnOn = async () => {
    setBusy(true);
    try {
      const state = await turnPushOn();
      setPush(state);
      setOutcome(state === "on" ? m.offerOn : state === "denied" ? m.offerBlocked : null);
    } catch {
      setOutcome(m.offerFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as={as} aria-labelledby="notices-offer-title" className="relative p-4 pr-12">
      <h2 id="notices-offer-title" className="font-bold text-gray-900">
        {m.offerTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{m.offerBody}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {offersPush ? (
          <Button size="sm" disabled={busy} onClick={turnOn}>
            <BellRing aria-hidden="true" className="size-4" />
            {m.offerTurnOn}
          </Button>
        ) : null}
        {canInstall ? (
          <Button size="sm" variant="secondary" onClick={() => promptInstall()}>
            <Download aria-hidden="true" className="size-4" />
            {m.offerInstall}
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-gray-800 empty:hidden">
        {outcome}
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2"
        aria-label={m.offerDismiss}
        onClick={dismiss}
      >
        <X aria-hidden="true" className="size-5" />
      </Button>
    </Card>
  );
}
