import { CalendarDays, SearchX } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { paths } from "#client/lib/paths.ts";
import { TOPIC_MSG } from "#shared/messages/topics.ts";

/** No topic has this identifier or slug (or it has not started yet). */
export function TopicNotFound() {
  return (
    <Card as="section" aria-labelledby="topic-missing-title" className="px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-8 text-gray-500" />
      <h1 id="topic-missing-title" className="mt-3 text-2xl font-extrabold text-gray-900">
        {TOPIC_MSG.notFound}
      </h1>
      <p className="mx-auto mt-2 max-w-sm text-gray-700">
        It may not have started yet, or the link is not quite right.
      </p>
      <Link href={paths.topics.getHref()} className={buttonVariants({ className: "mt-5" })}>
        <CalendarDays aria-hidden="true" className="size-4" />
        {TOPIC_MSG.seeAllPrevious}
      </Link>
    </Card>
  );
}
