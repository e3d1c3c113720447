import { useEffect, useState } from "react";
import { Label } from "#client/components/ui/label.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import {
  type PushState,
  readPushState,
  turnPushOff,
  turnPushOn,
} from "#client/features/notifications/lib/push-device.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { NOTIFICATIONS_MSG } from "#shared/messages/notifications.ts";

const m = NOTIFICATIONS_MSG;

/** Whether this browser receives push notices: its subscription, on or off. */
export function DevicePushSwitch() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .then((read) => live && setState(read))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  if (state === null) return null;
  if (state === "unsupported" || state === "denied") {
    return (
      <p className="mt-4 rounded-xl bg-gray-100 p-3 text-sm text-gray-800">
        {state === "denied" ? m.offerBlocked : m.pushUnsupported}
      </p>
    );
  }
  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(on ? await turnPushOn() : await turnPushOff());
    } catch (error) {
      handleUnauthorized(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-4 rounded-xl bg-gray-50 p-3">
      <div className="flex items-center gap-3">
        <Switch
          id="device-push"
          checked={state === "on"}
          disabled={busy}
          aria-describedby="device-push-state"
          onCheckedChange={change}
        />
        <Label htmlFor="device-push">{m.pushThisDevice}</Label>
      </div>
      <p id="device-push-state" aria-live="polite" className="mt-1 text-sm text-gray-700">
        {failed ? m.offerFailed : state === "on" ? m.pushOn : m.pushOff}
      </p>
    </div>
  );
}
