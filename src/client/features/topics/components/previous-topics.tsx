import { Card } from "#client/components/ui/card.tsx";
import { QuipListError } from "#client/entities/quip/index.ts";
import { TopicList, TopicListSkeleton } from "#client/entities/topic/index.ts";
import { usePreviousTopics } from "#client/features/topics/api/get-previous-topics.ts";
import { TOPIC_MSG } from "#shared/messages/topics.ts";

/** Every topic before today's, newest first, with its quip count. */
export function PreviousTopics() {
  const topics = usePreviousTopics();
  return (
    <section aria-labelledby="previous-topics-title" className="space-y-4">
      <h2 id="previous-topics-title" className="text-lg font-bold text-gray-900">
        Previous Topics
      </h2>
      {topics.isPending ? (
        <TopicListSkeleton label="Loading previous topics" />
      ) : topics.isError ? (
        <QuipListError
          message="Couldn't load the previous topics."
          onRetry={() => void topics.refetch()}
        />
      ) : topics.data.length === 0 ? (
        <Card className="px-6 py-8 text-center text-gray-700">{TOPIC_MSG.noPrevious}</Card>
      ) : (
        <TopicList topics={topics.data} label="Previous topics" />
      )}
    </section>
  );
}
