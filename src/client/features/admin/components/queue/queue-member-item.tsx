import { Ban, NotebookPen, ShieldAlert, Undo2, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { useLiftSuspension } from "#client/features/admin/api/lift-suspension.ts";
import { CategoryList } from "#client/features/admin/components/flags/category-list.tsx";
import { FlaggedCard } from "#client/features/admin/components/flags/flagged-card.tsx";
import { ReportList } from "#client/features/admin/components/flags/report-list.tsx";
import { SuspendDialog } from "#client/features/admin/components/users/suspend-dialog.tsx";
import { SuspensionNote } from "#client/features/admin/components/users/suspension-note.tsx";
import { WarnDialog } from "#client/features/admin/components/users/warn-dialog.tsx";
import { formatEasternDate } from "#client/features/admin/lib/eastern-time.ts";
import { paths } from "#client/lib/paths.ts";
import type { QueueItem } from "#shared/schemas/moderation.ts";
import { PendingButton } from "./pending-button";
import { QueueDecisions } from "./queue-decisions";
import { PersonLink, WatchedWordList, waitingReason } from "./queue-item-parts";
import { StaffNotes } from "./staff-notes";

/**
 * A reported member: who they are as their profile shows it, their suspension while it lasts,
 * the reports, and the decisions: warn, suspend (the Users tab's dialogs) or lift, dismiss, and
 * the staff notes about them, opened on demand.
 */
export function QueueMemberItem({ item }: { item: Extract<QueueItem, { kind: "member" }> }) {
  const { member } = item;
  const [suspending, setSuspending] = useState(false);
  const [warning, setWarning] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const lift = useLiftSuspension();
  const titleId = `queue-member-${member.id}-title`;
  const notesId = `queue-member-${member.id}-notes`;
  return (
    <FlaggedCard
      titleId={titleId}
      icon={<UserRound aria-hidden="true" className="size-4 text-red-700" />}
      title={`Member · ${waitingReason(item)}`}
      hidden={null}
      latestAt={item.lastAt}
      firstAt={item.firstAt}
    >
      <div className="flex items-center gap-3">
        <UserAvatar user={member} size="card" />
        <div className="min-w-0">
          <p className="text-gray-900">
            <PersonLink id={member.id} username={member.username} />
          </p>
          <p className="text-xs text-gray-600">Joined {formatEasternDate(member.joinedAt)}</p>
          {member.suspension ? <SuspensionNote suspension={member.suspension} /> : null}
        </div>
      </div>
      <CategoryList categories={item.categories} />
      <WatchedWordList words={item.watchedWords} />
      <ReportList reports={item.reports} />
      <QueueDecisions kind="member" id={member.id} reportCount={item.reportCount}>
        <Link
          href={paths.profile.getHref(member.id)}
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          <UserRound aria-hidden="true" className="size-4" />
          View profile
        </Link>
        <PendingButton
          variant="secondary"
          isPending={false}
          icon={<ShieldAlert aria-hidden="true" className="size-4" />}
          aria-haspopup="dialog"
          onClick={() => setWarning(true)}
        >
          Warn
        </PendingButton>
        {member.suspension ? (
          <PendingButton
            variant="secondary"
            isPending={lift.isPending}
            icon={<Undo2 aria-hidden="true" className="size-4" />}
            onClick={() => lift.mutate({ id: member.id, username: member.username })}
          >
            Lift suspension
          </PendingButton>
        ) : (
          <PendingButton
            variant="secondary"
            isPending={false}
            className="text-red-700 hover:text-red-800"
            icon={<Ban aria-hidden="true" className="size-4" />}
            aria-haspopup="dialog"
            onClick={() => setSuspending(true)}
          >
            Suspend
          </PendingButton>
        )}
        <PendingButton
          variant="ghost"
          isPending={false}
          icon={<NotebookPen aria-hidden="true" className="size-4" />}
          aria-expanded={notesOpen}
          aria-controls={notesOpen ? notesId : undefined}
          onClick={() => setNotesOpen((open) => !open)}
        >
          Staff notes
        </PendingButton>
      </QueueDecisions>
      {notesOpen ? (
        <div id={notesId}>
          <StaffNotes member={member} />
        </div>
      ) : null}
      <SuspendDialog member={member} open={suspending} onOpenChange={setSuspending} />
      <WarnDialog member={member} open={warning} onOpenChange={setWarning} />
    </FlaggedCard>
  );
}
