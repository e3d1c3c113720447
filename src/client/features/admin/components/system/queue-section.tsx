import type { UseQueryResult } from "@tanstack/react-query";
import {
  type QueueKind,
  useSystemMail,
  useSystemPushes,
} from "#client/features/admin/api/system-queues.ts";
import { age } from "#client/features/admin/lib/system-time.ts";
import { useNow } from "#client/lib/use-now.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import type { SystemMail, SystemPushes } from "#shared/schemas/system.ts";
import { QueuedItem, type QueuedRow } from "./queued-item";
import { EmptyLine, Loaded, SystemSection } from "./system-section";

interface Queue {
  pending: number;
  failed: number;
  oldestPendingAt: string | null;
  rows: QueuedRow[];
}

const fromMail = (data: SystemMail): Queue => ({
  ...data,
  rows: data.mails.map((mail) => ({ ...mail, title: mail.subject, to: `To ${mail.recipient}` })),
});

const fromPushes = (data: SystemPushes): Queue => ({
  ...data,
  rows: data.pushes.map((push) => ({
    ...push,
    title: push.kind === "topic" ? "The topic of the day" : "An Activity notice",
    to: `To @${push.recipient} through ${push.service}`,
  })),
});

const WORDS = {
  mail: {
    id: "system-mail",
    title: "Mail outbox",
    failed: "Failed mail",
    pending: "Waiting to be sent",
    emptyFailed: SYSTEM_MSG.empty.failedMail,
    emptyPending: SYSTEM_MSG.empty.pendingMail,
    loadFailed: SYSTEM_MSG.failed.mail,
  },
  push: {
    id: "system-pushes",
    title: "Push queue",
    failed: "Failed pushes",
    pending: "Waiting to be sent",
    emptyFailed: SYSTEM_MSG.empty.failedPushes,
    emptyPending: SYSTEM_MSG.empty.pendingPushes,
    loadFailed: SYSTEM_MSG.failed.pushes,
  },
} as const;

function QueueList({
  kind,
  label,
  rows,
  total,
  empty,
  now,
}: {
  kind: QueueKind;
  label: string;
  rows: QueuedRow[];
  total: number;
  empty: string;
  now: number;
}) {
  return (
    <div>
      <h3 className="border-b border-gray-100 px-4 pt-4 pb-2 text-sm font-semibold text-gray-900 sm:px-5">
        {label} <span className="font-normal text-gray-600 tabular-nums">({total})</span>
      </h3>
      {rows.length === 0 ? (
        <EmptyLine>{empty}</EmptyLine>
      ) : (
        <ul aria-label={label} className="divide-y divide-gray-100">
          {rows.map((row) => (
            <QueuedItem key={row.id} kind={kind} row={row} now={now} />
          ))}
        </ul>
      )}
      {rows.length < total ? (
        <p className="px-4 pb-3 text-sm text-gray-600 sm:px-5">
          The oldest {rows.length} of {total} are shown.
        </p>
      ) : null}
    </div>
  );
}

function QueueBody({ kind, queue }: { kind: QueueKind; queue: Queue }) {
  const now = useNow();
  const words = WORDS[kind];
  return (
    <div className="divide-y divide-gray-200">
      <QueueList
        kind={kind}
        label={words.failed}
        rows={queue.rows.filter((row) => row.status === "failed")}
        total={queue.failed}
        empty={words.emptyFailed}
        now={now}
      />
      <QueueList
        kind={kind}
        label={words.pending}
        rows={queue.rows.filter((row) => row.status === "pending")}
        total={queue.pending}
        empty={words.emptyPending}
        now={now}
      />
    </div>
  );
}

function QueueSummary({ queue }: { queue: Queue }) {
  const now = useNow();
  return (
    <>
      <span className={queue.failed > 0 ? "font-semibold text-red-800" : ""}>
        {queue.failed} failed
      </span>{" "}
      · {queue.pending} waiting
      {queue.oldestPendingAt ? `, the oldest for ${age(queue.oldestPendingAt, now)}` : ""}
    </>
  );
}

function QueuePart<T>({
  kind,
  query,
  shape,
}: {
  kind: QueueKind;
  query: UseQueryResult<T>;
  shape: (data: T) => Queue;
}) {
  const words = WORDS[kind];
  return (
    <SystemSection
      id={words.id}
      title={words.title}
      summary={query.data ? <QueueSummary queue={shape(query.data)} /> : null}
    >
      <Loaded query={query} failed={words.loadFailed}>
        {(data) => <QueueBody kind={kind} queue={shape(data)} />}
      </Loaded>
    </SystemSection>
  );
}

/** The mail outbox: failed mail first, then what waits, with Retry and Discard. */
export function MailSection() {
  return <QueuePart kind="mail" query={useSystemMail()} shape={fromMail} />;
}

/** The push queue, as the mail outbox. */
export function PushSection() {
  return <QueuePart kind="push" query={useSystemPushes()} shape={fromPushes} />;
}
