import { Archive, ArrowLeft, Inbox } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useArchiveContactMessage } from "#client/features/admin/api/archive-contact-message.ts";
import { useContactMessage } from "#client/features/admin/api/get-contact-message.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { paths } from "#client/lib/paths.ts";
import { CONTACT_INBOX_MSG as m } from "#shared/messages/contact.ts";
import type { ContactMessage } from "#shared/schemas/contact.ts";
import { ReplyForm } from "./reply-form";

const link =
  "font-semibold text-gray-900 underline decoration-gray-400 underline-offset-2 hover:decoration-gray-900";

/** One message, opened (which marks it read): what was sent, each answer, a reply, archive. */
export function MessageView({ id, onBack }: { id: string; onBack: () => void }) {
  const { data, error, refetch } = useContactMessage(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownId = data?.id;

  // Opening moves the focus to the message, as a new page would.
  useEffect(() => {
    if (shownId) headingRef.current?.focus();
  }, [shownId]);

  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to messages
      </Button>
      {error ? (
        <Card>
          <LoadError title={m.failed.loadOne} error={error} onRetry={() => void refetch()} />
        </Card>
      ) : !data ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : (
        <>
          <Card as="article" aria-labelledby="message-title" className="space-y-4 p-4 sm:p-5">
            <header className="space-y-1">
              <h2
                id="message-title"
                ref={headingRef}
                tabIndex={-1}
                className="text-lg font-bold wrap-anywhere text-gray-900 focus:outline-none"
              >
                {data.subject}
              </h2>
              <Sender message={data} />
              <p className="text-sm text-gray-600">
                Received{" "}
                <time dateTime={data.createdAt}>{formatEasternDateTime(data.createdAt)}</time>
                {data.archivedAt ? " · Archived" : null}
              </p>
            </header>
            <p className="wrap-anywhere whitespace-pre-wrap text-gray-900">{data.message}</p>
            <ArchiveButton message={data} onDone={onBack} />
          </Card>
          {data.replies.length > 0 ? <Answers message={data} /> : null}
          <ReplyForm message={data} />
        </>
      )}
    </div>
  );
}

/** Who wrote: the name and address they gave, and their account when they were signed in. */
function Sender({ message }: { message: ContactMessage }) {
  return (
    <p className="text-sm wrap-anywhere text-gray-700">
      From <span className="font-semibold text-gray-900">{message.name}</span> &lt;
      {message.email}&gt;
      {message.member ? (
        <>
          {" "}
          · signed in as{" "}
          <Link href={paths.profile.getHref(message.member.id)} className={link}>
            @{message.member.username}
          </Link>
        </>
      ) : null}
    </p>
  );
}

function Answers({ message }: { message: ContactMessage }) {
  return (
    <section aria-labelledby="answers-title" className="space-y-3">
      <h3 id="answers-title" className="font-bold text-gray-900">
        Answers ({message.replies.length})
      </h3>
      <ol className="space-y-3">
        {message.replies.map((reply) => (
          <li key={reply.id}>
            <Card className="space-y-2 p-4 sm:p-5">
              <p className="text-sm font-semibold wrap-anywhere text-brand-strong">
                {m.answeredBy(reply.admin.username)},{" "}
                <time dateTime={reply.createdAt}>{formatEasternDateTime(reply.createdAt)}</time>
              </p>
              <p className="wrap-anywhere whitespace-pre-wrap text-gray-900">{reply.text}</p>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Archive puts it away and returns to the list; an archived one moves back to the inbox. */
function ArchiveButton({ message, onDone }: { message: ContactMessage; onDone: () => void }) {
  const archive = useArchiveContactMessage();
  const isArchived = message.archivedAt !== null;
  const Icon = isArchived ? Inbox : Archive;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={archive.isPending}
      onClick={() =>
        archive.mutate({ id: message.id, archived: !isArchived }, { onSuccess: onDone })
      }
    >
      {archive.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <Icon aria-hidden="true" className="size-4" />
      )}
      {isArchived ? "Move to inbox" : "Archive"}
    </Button>
  );
}
