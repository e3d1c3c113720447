import { CalendarDays } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function TopicsPage() {
  return (
    <ComingSoonPage
      title="Topics"
      icon={CalendarDays}
      description="Today's topic and every topic before it."
    />
  );
}
