import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "wouter";
import { PageContainer } from "../components/layout/page";
import { QuipDetail } from "../features/quips";
import { previousFeedPath } from "../lib/feed-place/previous-feed";

/** /quip/{id}: back to the feed the member came from, then the quip and its conversation. */
export function QuipPage({ id }: { id: string }) {
  const [, navigate] = useLocation();
  return (
    <PageContainer>
      <Link
        href={previousFeedPath()}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to feed
      </Link>
      <h1 className="sr-only">Quip details</h1>
      <QuipDetail key={id} id={id} onDeleted={() => navigate(previousFeedPath())} />
    </PageContainer>
  );
}
