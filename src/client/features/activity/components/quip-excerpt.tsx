import { Link } from "wouter";
import { MutedWordFold } from "#client/components/ui/muted-word-fold.tsx";
import { paths } from "#client/lib/paths.ts";
import { LIMITS } from "#shared/limits.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";

type ActivityQuip = NonNullable<ActivityItem["quip"]>;

/**
 * The first 100 characters of the quip a notification is about, linking to it; folded into
 * one line when they hold a muted word of the reader's, until opened.
 */
export function QuipExcerpt({ quip }: { quip: ActivityQuip }) {
  const link = (
    <Link
      href={paths.quip.getHref(quip.id)}
      className="mt-2 block rounded-xl border border-gray-200 bg-gray-50 px-3 py-2 text-sm break-words text-gray-800 hover:border-gray-300 hover:bg-gray-100"
    >
      <span className="sr-only">Open the quip: </span>“
      {excerpt(quip.content, LIMITS.activityExcerpt)}”
    </Link>
  );
  if (!quip.containsMutedWord) return link;
  return (
    <MutedWordFold what="the quip's words" className="mt-2">
      {link}
    </MutedWordFold>
  );
}
