import { Hash } from "lucide-react";
import { Link } from "wouter";
import { paths } from "#client/lib/paths.ts";
import { topicSlug } from "#shared/rules/slug.ts";
import type { Quip } from "#shared/schemas/quips.ts";

/** The topic-of-the-day a quip answers, linking to /topics/{slug}. */
export function TopicTag({
  quip,
  onNavigate,
}: {
  quip: Pick<Quip, "topicOfTheDay" | "topicText" | "topicSlug">;
  onNavigate?: (() => void) | undefined;
}) {
  if (!quip.topicOfTheDay || !quip.topicText) return null;
  const slug = quip.topicSlug || topicSlug(quip.topicText);
  return (
    <Link
      href={paths.topic.getHref(slug)}
      onClick={onNavigate}
      aria-label={`Topic: ${quip.topicText}`}
      className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-strong hover:bg-green-100"
    >
      <Hash aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{quip.topicText}</span>
    </Link>
  );
}
