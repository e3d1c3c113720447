import { Activity } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function ActivityPage() {
  return (
    <ComingSoonPage
      title="Recent Activity"
      icon={Activity}
      description="Likes, comments, follows and mentions, all in one place."
    />
  );
}
