import { Newspaper } from "lucide-react";
import { Link } from "wouter";
import { Card } from "#client/components/ui/card.tsx";
import { paths } from "#client/lib/paths.ts";
import { RECAP_MSG } from "#shared/messages/recaps.ts";

/** The way to this week's recap, beside the topic. */
export function RecapLinkCard({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Card as="section" aria-labelledby="recap-link-title" className="p-5">
      <h2 id="recap-link-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Newspaper aria-hidden="true" className="size-5 text-brand" />
        {RECAP_MSG.weekTitle}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{RECAP_MSG.linkBlurb}</p>
      <Link
        href={paths.recap.getHref()}
        onClick={onNavigate}
        className="mt-3 inline-flex text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
      >
        {RECAP_MSG.thisWeek}
      </Link>
    </Card>
  );
}
