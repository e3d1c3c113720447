import { Mail } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function ContactPage() {
  return (
    <ComingSoonPage
      title="Contact Us"
      icon={Mail}
      description="Questions, ideas or a joke that got away? Write to us."
    />
  );
}
