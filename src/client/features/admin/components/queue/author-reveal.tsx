import { UserSearch } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { useQuipAuthor } from "#client/features/admin/api/get-quip-author.ts";
import { paths } from "#client/lib/paths.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { PendingButton } from "./pending-button";

const q = ADMIN_MSG.moderation.queue;

/**
 * An administrator's "Who wrote this?" on an anonymous quip: asked only after a confirmation
 * that says the view is logged, and shown only here, in this card, once the server answered.
 */
export function AuthorReveal({ quipId }: { quipId: string }) {
  const [confirming, setConfirming] = useState(false);
  const author = useQuipAuthor();
  if (author.data) {
    return (
      <p role="status" className="text-sm text-gray-800">
        Written by{" "}
        <Link
          href={paths.profile.getHref(author.data.author.id)}
          className="font-semibold text-gray-900 underline decoration-gray-400 underline-offset-2 hover:decoration-gray-900"
        >
          {author.data.author.username}
        </Link>{" "}
        <span className="text-gray-600">(your view is in the log)</span>
      </p>
    );
  }
  return (
    <div>
      <PendingButton
        variant="ghost"
        isPending={author.isPending}
        icon={<UserSearch aria-hidden="true" className="size-4" />}
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        Who wrote this?
      </PendingButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={q.authorTitle}
        description={q.authorConfirm}
        confirmLabel="Show the author"
        isPending={author.isPending}
        onConfirm={() => author.mutate(quipId, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
