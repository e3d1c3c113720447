import { ShieldCheck } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function PrivacyPage() {
  return (
    <ComingSoonPage
      title="Privacy Policy"
      icon={ShieldCheck}
      description="How Quip handles your information."
    />
  );
}
