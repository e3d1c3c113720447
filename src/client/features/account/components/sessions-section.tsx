import { LogOut, Monitor, MonitorSmartphone, Smartphone } from "lucide-react";
import { useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import {
  useEndOtherSessions,
  useEndSession,
  useSessions,
} from "#client/features/account/api/sessions.ts";
import { timeAgo } from "#client/features/account/lib/time-ago.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { useNow } from "#client/lib/use-now.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import type { SessionView } from "#shared/schemas/account.ts";

const m = ACCOUNT_MSG.sessions;

function failed(error: unknown) {
  if (handleUnauthorized(error)) return;
  toast({ title: m.failed, ...refusalDescription(error), variant: "destructive" });
}

/** "Where you're signed in": this device first, then the others by when each was last active. */
export function SessionsSection() {
  const sessions = useSessions();
  return (
    <Card as="section" aria-labelledby="sessions-title" className="p-5 sm:p-6">
      <h2 id="sessions-title" className="flex items-center gap-2 font-bold text-gray-900">
        <MonitorSmartphone aria-hidden="true" className="size-5 text-brand" />
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{m.intro}</p>
      {sessions.isPending ? (
        <div role="status" aria-label={`Loading: ${m.title}`} className="mt-4 space-y-3">
          <Skeleton className="h-14 w-full rounded-xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      ) : sessions.isError ? (
        <InlineLoadError
          message={m.loadFailed}
          onRetry={() => void sessions.refetch()}
          className="mt-4 text-gray-800"
        />
      ) : (
        <SessionList sessions={sessions.data} />
      )}
    </Card>
  );
}

function SessionList({ sessions }: { sessions: SessionView[] }) {
  const endOthers = useEndOtherSessions();
  const others = sessions.filter((session) => !session.current).length;
  function signOutOthers() {
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => toast({ title: m.signedOutOthers(ended), variant: "success" }),
      onError: failed,
    });
  }
  return (
    <>
      <ul aria-label={m.title} className="mt-4 divide-y divide-gray-200">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{m.onlyHere}</p>
      ) : (
        <Button
          variant="secondary"
          onClick={signOutOthers}
          disabled={endOthers.isPending}
          className="mt-4"
        >
          {endOthers.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <LogOut aria-hidden="true" className="size-4" />
          )}
          {m.signOutOthers}
        </Button>
      )}
    </>
  );
}

/** Phones and tablets by their system's name; anything else is drawn as a screen. */
const isHandheld = (device: string) => /\bon (iOS|Android|iPadOS)$/.test(device);

function SessionRow({ session }: { session: SessionView }) {
  const now = useNow();
  const detailsId = useId();
  const end = useEndSession();
  const Icon = isHandheld(session.device) ? Smartphone : Monitor;
  function signOut() {
    end.mutate(session.id, {
      onSuccess: () => toast({ title: m.signedOut, variant: "success" }),
      onError: failed,
    });
  }
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-gray-600" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-gray-900">
          {session.device}
          {session.current ? (
            <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
              {m.thisDevice}
            </span>
          ) : null}
        </p>
        <p id={detailsId} className="text-sm text-gray-700">
          {m.signedIn(timeAgo(session.signedInAt, now))} ·{" "}
          {session.current ? m.activeNow : m.lastSeen(timeAgo(session.lastSeenAt, now))}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          onClick={signOut}
          disabled={end.isPending}
          aria-label={m.signOutLabel(session.device)}
          aria-describedby={detailsId}
        >
          {end.isPending ? <Spinner className="size-4" /> : null}
          {m.signOut}
        </Button>
      )}
    </li>
  );
}
