import { CornerUpLeft } from "lucide-react";
import { Link } from "wouter";
import { messageHref } from "#client/features/admin/hooks/use-open-message.ts";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { cn } from "#client/lib/cn.ts";
import type { ContactMessageSummary } from "#shared/schemas/contact.ts";

export const messageLinkId = (id: string) => `contact-message-${id}`;

/**
 * One message of the list: its subject is the link (the whole row answers a click), bold with
 * a dot while nobody has read it; who wrote, when, the start of it, and whether it is answered.
 */
export function MessageRow({ message }: { message: ContactMessageSummary }) {
  const isUnread = message.readAt === null;
  return (
    <li className="relative px-4 py-3 hover:bg-gray-50 has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-brand sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h3 className="flex min-w-0 items-start gap-2">
          {isUnread ? (
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand" />
          ) : null}
          <Link
            id={messageLinkId(message.id)}
            href={messageHref(message.id)}
            className={cn(
              "min-w-0 wrap-anywhere text-gray-900 after:absolute after:inset-0 focus-visible:outline-none",
              isUnread ? "font-bold" : "font-medium",
            )}
          >
            {isUnread ? <span className="sr-only">Unread: </span> : null}
            {message.subject}
          </Link>
        </h3>
        <time dateTime={message.createdAt} className="shrink-0 text-sm text-gray-600">
          {formatEasternDateTime(message.createdAt)}
        </time>
      </div>
      <p className={cn("text-sm wrap-anywhere", isUnread ? "text-gray-900" : "text-gray-700")}>
        <span className={isUnread ? "font-semibold" : undefined}>{message.name}</span>
        {message.member ? <span className="text-gray-600"> @{message.member.username}</span> : null}
        <span className="text-gray-600"> · {message.email}</span>
      </p>
      <p className="line-clamp-1 text-sm wrap-anywhere text-gray-600">{message.excerpt}</p>
      {message.answeredAt ? (
        <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
          <CornerUpLeft aria-hidden="true" className="size-3.5" />
          Answered
        </p>
      ) : null}
    </li>
  );
}
