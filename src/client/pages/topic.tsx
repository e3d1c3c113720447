import { CalendarDays } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

/** `topic` is a topicIdentifier (doing-laundry-2025-09-14) or a bare slug. */
export function TopicPage({ topic }: { topic: string }) {
  return (
    <ComingSoonPage title="Topic" icon={CalendarDays} description={`Quips about “${topic}”.`} />
  );
}
