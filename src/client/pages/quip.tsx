import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "wouter";
import { PageContainer } from "#client/components/layout/page.tsx";
import { GuessPanel } from "#client/features/guesses/index.ts";
import { QuipDetail } from "#client/features/quips/index.ts";
import { previousFeedPath } from "#client/lib/feed-place/previous-feed.ts";

/**
 * /quip/{id}: back to the feed the member came from, then the quip, the guess at its author, and
 * its conversation.
 */
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
      <QuipDetail
        key={id}
        id={id}
        onDeleted={() => navigate(previousFeedPath())}
        afterQuip={(quip) => <GuessPanel quip={quip} />}
      />
    </PageContainer>
  );
}
