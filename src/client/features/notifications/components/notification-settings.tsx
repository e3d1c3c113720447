import { BellRing } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import {
  useNotificationPreferences,
  useSavePreferences,
} from "#client/features/notifications/api/preferences.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { NOTIFICATIONS_MSG } from "#shared/messages/notifications.ts";
import type { Digest } from "#shared/rules/notice-kinds.ts";
import type { NotificationPreferences } from "#shared/schemas/notifications.ts";
import { ChannelGrid } from "./channel-grid";
import { DevicePushSwitch } from "./device-push-switch";

const m = NOTIFICATIONS_MSG;
const DIGEST_LABELS: Record<Digest, string> = {
  never: "Never",
  daily: "Daily",
  weekly: "Weekly",
};
const DEFAULT_QUIET = { start: "22:00", end: "07:00" };
const selectClass =
  "h-11 rounded-xl border border-gray-300 bg-white pr-10 pl-3 text-base text-gray-900 hover:border-gray-400 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand";

/** The zone the browser is in: a member's settings use it until they choose another. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

function timeZones(current: string): string[] {
  const all = Intl.supportedValuesOf?.("timeZone") ?? [];
  return all.includes(current) ? all : [current, ...all];
}

/** "Notifications": where each kind of notice goes, this device's push, quiet hours, the digest. */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  return (
    <Card as="section" aria-labelledby="notifications-title" className="p-5 sm:p-6">
      <h2 id="notifications-title" className="flex items-center gap-2 font-bold text-gray-900">
        <BellRing aria-hidden="true" className="size-5 text-brand" />
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{m.intro}</p>
      <DevicePushSwitch />
      {preferences.isPending ? (
        <div
          role="status"
          aria-label="Loading your notification settings"
          className="mt-4 space-y-3"
        >
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : preferences.isError ? (
        <InlineLoadError
          className="mt-4 text-sm text-red-800"
          message={m.loadFailed}
          onRetry={() => preferences.refetch()}
        />
      ) : (
        <PreferencesForm initial={preferences.data} />
      )}
    </Card>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const save = useSavePreferences();
  const [draft, setDraft] = useState(() => ({
    ...initial,
    timeZone: initial.timeZone ?? browserTimeZone(),
  }));
  const [error, setError] = useState<string | null>(null);
  const busy = save.isPending;
  const quiet = draft.quietHours;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const saved = await save.mutateAsync(draft);
      setDraft({ ...saved, timeZone: saved.timeZone ?? draft.timeZone });
      toast({ title: m.saved, variant: "success" });
    } catch (failure) {
      handleUnauthorized(failure);
      const body = failure instanceof Error && "body" in failure ? String(failure.body) : "";
      setError(body && body.length < 200 ? body : m.saveFailed);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="mt-5 space-y-6">
      <ChannelGrid
        kinds={draft.kinds}
        disabled={busy}
        onChange={(kind, channel, on) =>
          setDraft((d) => ({
            ...d,
            kinds: { ...d.kinds, [kind]: { ...d.kinds[kind], [channel]: on } },
          }))
        }
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-gray-900">Quiet hours</legend>
        <div className="flex items-center gap-3">
          <Switch
            id="quiet-hours"
            checked={quiet !== null}
            disabled={busy}
            aria-describedby="quiet-hours-hint"
            onCheckedChange={(on) =>
              setDraft((d) => ({ ...d, quietHours: on ? DEFAULT_QUIET : null }))
            }
          />
          <Label htmlFor="quiet-hours" className="font-normal">
            No push notices during quiet hours
          </Label>
        </div>
        <p id="quiet-hours-hint" className="text-sm text-gray-700">
          A notice due then waits until they end; one that would arrive more than 12 hours late
          stays in Activity only.
        </p>
        {quiet ? (
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <div>
              <Label htmlFor="quiet-start">From</Label>
              <Input
                id="quiet-start"
                type="time"
                required
                className="mt-1"
                value={quiet.start}
                disabled={busy}
                onChange={(e) =>
                  setDraft((d) => ({
                    ...d,
                    quietHours: { ...DEFAULT_QUIET, ...d.quietHours, start: e.target.value },
                  }))
                }
              />
            </div>
            <div>
              <Label htmlFor="quiet-end">Until</Label>
              <Input
                id="quiet-end"
                type="time"
                required
                className="mt-1"
                value={quiet.end}
                disabled={busy}
                onChange={(e) =>
                  setDraft((d) => ({
                    ...d,
                    quietHours: { ...DEFAULT_QUIET, ...d.quietHours, end: e.target.value },
                  }))
                }
              />
            </div>
          </div>
        ) : null}
        <div className="sm:max-w-sm">
          <Label htmlFor="time-zone">Your time zone</Label>
          <NativeSelect
            id="time-zone"
            className={`mt-1 ${selectClass}`}
            value={draft.timeZone}
            disabled={busy}
            onChange={(e) => setDraft((d) => ({ ...d, timeZone: e.target.value }))}
          >
            {timeZones(draft.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </NativeSelect>
        </div>
      </fieldset>
      <div className="sm:max-w-sm">
        <Label htmlFor="digest">Mail digest of what you missed</Label>
        <NativeSelect
          id="digest"
          className={`mt-1 ${selectClass}`}
          value={draft.digest}
          disabled={busy}
          onChange={(e) => setDraft((d) => ({ ...d, digest: e.target.value as Digest }))}
        >
          {(Object.keys(DIGEST_LABELS) as Digest[]).map((digest) => (
            <option key={digest} value={digest}>
              {DIGEST_LABELS[digest]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <SubmitButton busy={busy}>Save notification settings</SubmitButton>
    </form>
  );
}
