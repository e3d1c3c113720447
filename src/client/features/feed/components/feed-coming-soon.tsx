import { Sparkles } from "lucide-react";
import { MSG } from "../../../../shared/messages";
import { Card } from "../../../components/ui/card";

/** Holds the feed's place until the feed itself is built. No fake quips. */
export function FeedComingSoon() {
  return (
    <Card as="section" aria-labelledby="feed-coming-soon-title" className="px-6 py-10 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <h3 id="feed-coming-soon-title" className="mt-4 text-lg font-bold text-gray-900">
        {MSG.feed.comingSoonTitle}
      </h3>
      <p className="mx-auto mt-2 max-w-sm text-gray-600">{MSG.feed.comingSoonBody}</p>
    </Card>
  );
}
