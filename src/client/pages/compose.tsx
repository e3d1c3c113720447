import { SquarePen } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function ComposePage() {
  return (
    <ComingSoonPage
      title="Compose"
      icon={SquarePen}
      description="Write a quip. It stays anonymous for its first 48 hours."
    />
  );
}
