import { PageContainer } from "#client/components/layout/page.tsx";
import {
  isRecapMissing,
  RecapError,
  RecapNotFound,
  RecapSkeleton,
  RecapView,
  useRecap,
} from "#client/features/recaps/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { useFeedLink } from "#client/lib/feed-link.ts";
import { RECAP_MSG } from "#shared/messages/recaps.ts";
import { atomFeeds } from "#shared/rules/atom-feeds.ts";

/** /recap/{year}-W{week}: a week on Quip; /recap is the current week's. */
export function RecapPage({ week }: { week: string | undefined }) {
  const recap = useRecap(week ?? "current");
  useDocumentTitle(recap.data ? RECAP_MSG.title(recap.data.week) : RECAP_MSG.weekTitle);
  useFeedLink(atomFeeds.recaps());
  return (
    <PageContainer>
      {recap.isPending ? (
        <RecapSkeleton />
      ) : recap.isError ? (
        isRecapMissing(recap.error) ? (
          <RecapNotFound />
        ) : (
          <RecapError onRetry={() => void recap.refetch()} />
        )
      ) : (
        <RecapView recap={recap.data} />
      )}
    </PageContainer>
  );
}
