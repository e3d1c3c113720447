import { Link } from "wouter";
import { RoleBadge } from "#client/features/admin/components/role-badge.tsx";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { paths } from "#client/lib/paths.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { ModerationLogEntry } from "#shared/schemas/moderation.ts";

const link =
  "font-semibold text-gray-900 underline decoration-gray-400 underline-offset-2 hover:decoration-gray-900";

/** What the action was done to: a link to the quip or the member while there is one to open. */
function Target({ target }: { target: ModerationLogEntry["target"] }) {
  if (target.kind === "quip" && target.id) {
    return (
      <Link href={paths.quip.getHref(target.id)} className={`${link} break-words`}>
        “{target.label}”
      </Link>
    );
  }
  if (target.kind === "member" && target.id) {
    return (
      <Link href={paths.profile.getHref(target.id)} className={`${link} break-all`}>
        {target.label}
      </Link>
    );
  }
  return <span className="font-semibold break-words text-gray-900">{target.label}</span>;
}

/** One action: who (and whether they acted as an administrator or a moderator), what, on what, when, and why or what changed. */
export function LogEntry({ entry }: { entry: ModerationLogEntry }) {
  return (
    <li className="space-y-1 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-gray-900">
          <span className="font-bold break-all">{entry.admin.username}</span>{" "}
          <span>{ADMIN_MSG.moderation.actions[entry.action]}</span>{" "}
          <RoleBadge kind={entry.admin.role} />
        </p>
        <time dateTime={entry.createdAt} className="text-sm text-gray-600">
          {formatEasternDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="text-sm text-gray-700">
        <Target target={entry.target} />
      </p>
      {entry.reason ? (
        <p className="text-sm break-words whitespace-pre-wrap text-gray-800">
          <span className="font-semibold">Reason: </span>
          {entry.reason}
        </p>
      ) : null}
      {entry.detail ? <p className="text-sm break-words text-gray-600">{entry.detail}</p> : null}
    </li>
  );
}
