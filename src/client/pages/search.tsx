import { Search } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function SearchPage({ query }: { query?: string | undefined }) {
  const term = query?.trim();
  return (
    <ComingSoonPage
      title="Search"
      icon={Search}
      description={term ? `Results for “${term}”` : "Find quips, members and topics."}
    />
  );
}
