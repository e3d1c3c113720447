import { ShieldCheck } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function AdminPage() {
  return (
    <ComingSoonPage
      title="Admin"
      icon={ShieldCheck}
      description="Dashboard, topics, users and reported quips."
    />
  );
}
