import { ScheduledTopicsCard } from "./scheduled-topics-card";
import { SetTopicForm } from "./set-topic-form";
import { TopicStatusCard } from "./topic-status-card";

export function TopicsTab() {
  return (
    <div className="space-y-4">
      <h2 className="sr-only">Topics</h2>
      <TopicStatusCard />
      <SetTopicForm />
      <ScheduledTopicsCard />
    </div>
  );
}
