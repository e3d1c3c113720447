import { CalendarDays, SearchX } from "lucide-react";
import { NotFoundCard } from "#client/components/ui/not-found-card.tsx";
import { paths } from "#client/lib/paths.ts";
import { TOPIC_MSG } from "#shared/messages/topics.ts";

/** No topic has this identifier or slug (or it has not started yet). */
export function TopicNotFound() {
  return (
    <NotFoundCard
      as="h1"
      icon={SearchX}
      title={TOPIC_MSG.notFound}
      body="It may not have started yet, or the link is not quite right."
      action={{ href: paths.topics.getHref(), label: TOPIC_MSG.seeAllPrevious, icon: CalendarDays }}
    />
  );
}
