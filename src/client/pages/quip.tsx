import { MessageCircle } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function QuipPage(_props: { id: string }) {
  return (
    <ComingSoonPage
      title="Quip Details"
      icon={MessageCircle}
      description="The quip, its comments and who liked it."
    />
  );
}
