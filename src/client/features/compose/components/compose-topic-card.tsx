import { CalendarDays } from "lucide-react";
import { Link } from "wouter";
import { FALLBACK_TOPIC_TEXT, NO_TOPIC_SUNDAY } from "../../../../shared/limits";
import { paths } from "../../../app/paths";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useTopicOfTheDay } from "../../topics/api/get-topic-of-the-day";

/** Today's topic beside compose, with the way to earlier ones. */
export function ComposeTopicCard() {
  const { data, isPending } = useTopicOfTheDay();
  const text = data?.topic ?? (data?.isSunday ? NO_TOPIC_SUNDAY : FALLBACK_TOPIC_TEXT);
  return (
    <Card as="section" aria-labelledby="compose-topic-title" className="p-5">
      <h2 id="compose-topic-title" className="flex items-center gap-2 font-bold text-gray-900">
        <CalendarDays aria-hidden="true" className="size-5 text-brand" />
        Topic of the Day
      </h2>
      {isPending ? (
        <Skeleton className="mt-3 h-12 rounded-xl" />
      ) : (
        <p className="mt-3 rounded-xl bg-brand-soft px-4 py-3 text-lg font-semibold break-words text-brand-strong">
          {text}
        </p>
      )}
      <Link
        href={paths.topics.getHref()}
        className="mt-3 inline-block text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
      >
        See previous topics
      </Link>
    </Card>
  );
}
