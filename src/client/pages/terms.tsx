import { ScrollText } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function TermsPage() {
  return (
    <ComingSoonPage
      title="Terms of Service"
      icon={ScrollText}
      description="The rules for using Quip."
    />
  );
}
