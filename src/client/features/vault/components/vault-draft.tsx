import { Pencil, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "#client/components/ui/button.tsx";
import { QuipText } from "#client/entities/quip/index.ts";
import { paths } from "#client/lib/paths.ts";
import { useNow } from "#client/lib/use-now.ts";
import { relativeTime } from "#shared/rules/relative-time.ts";
import type { Draft as VaultQuip } from "#shared/schemas/vault.ts";
import { DeleteDraftDialog } from "./delete-draft-dialog";

/** One draft: its text, when it was saved, and Edit, Post Live, Delete. */
export function VaultDraft({ draft }: { draft: VaultQuip }) {
  const [isDeleting, setDeleting] = useState(false);
  const saved = relativeTime(draft.updatedAt, new Date(useNow()));
  const savedAgo = saved.endsWith("ago") ? saved : `${saved} ago`;
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5">
      <QuipText quip={draft} open />
      <p className="mt-2 text-sm text-gray-600">
        Saved <time dateTime={draft.updatedAt}>{savedAgo}</time>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          href={paths.compose.getHref({ mode: "edit-vault", vaultQuipId: draft.id })}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
        <Link
          href={paths.compose.getHref({ mode: "post-from-vault", vaultQuipId: draft.id })}
          className={buttonVariants({ size: "sm" })}
        >
          <Send aria-hidden="true" className="size-4" />
          Post Live
        </Link>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
      <DeleteDraftDialog draftId={draft.id} open={isDeleting} onOpenChange={setDeleting} />
    </li>
  );
}
