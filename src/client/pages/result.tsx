import { PageContainer } from "#client/components/layout/page.tsx";
import {
  ResultCardSkeleton,
  ResultCardView,
  ResultLoadError,
  ResultNotFound,
  useResultCard,
} from "#client/features/competitions/index.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { RESULT_MSG } from "#shared/messages/competitions.results.ts";

/** /results/{competitionId}/{userId}: a member's result card, for anyone. */
export function ResultPage({ competitionId, userId }: { competitionId: string; userId: string }) {
  const card = useResultCard(competitionId, userId);
  const isMissing =
    card.error instanceof ApiError && (card.error.status === 404 || card.error.status === 400);
  useDocumentTitle(
    card.data
      ? `@${card.data.member.username}: ${card.data.cityLine}`
      : isMissing
        ? RESULT_MSG.notFound
        : RESULT_MSG.pageTitle,
  );
  return (
    <PageContainer>
      {card.isPending ? (
        <ResultCardSkeleton />
      ) : isMissing ? (
        <ResultNotFound />
      ) : card.isError ? (
        <ResultLoadError onRetry={() => void card.refetch()} />
      ) : (
        <ResultCardView card={card.data} />
      )}
    </PageContainer>
  );
}
