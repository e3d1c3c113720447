import { Info } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function AboutPage() {
  return (
    <ComingSoonPage
      title="About Quip"
      icon={Info}
      description="Short jokes, anonymous for their first 48 hours, so likes judge the joke and not the name."
    />
  );
}
