import { ChevronDown, ChevronUp } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { COMMENT_MSG } from "#shared/messages/comments.ts";

/**
 * A comment the quip's author hid, folded for everyone into "Hidden by the quip's author" and
 * a button that opens it (and folds it again). It names no one: the quip may be anonymous.
 */
export function HiddenCommentFold({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="rounded-xl border border-dashed border-gray-300 px-3 py-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <span>{COMMENT_MSG.hiddenByQuipAuthor}</span>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setOpen(!isOpen)}
          className="inline-flex items-center gap-1 rounded font-semibold text-brand-strong underline underline-offset-2 hover:text-gray-900"
        >
          {isOpen ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
          {isOpen ? COMMENT_MSG.hideAgain : COMMENT_MSG.showHidden}
          <span className="sr-only"> hidden comment</span>
        </button>
      </p>
      <div id={id} hidden={!isOpen} className="mt-2">
        {isOpen ? children : null}
      </div>
    </div>
  );
}
