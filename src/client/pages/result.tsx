import { RESULT_MSG } from "../../shared/messages/competitions.results";
import { PageContainer } from "../components/layout/page";
import {
  ResultCardSkeleton,
  ResultCardView,
  ResultLoadError,
  ResultNotFound,
  useResultCard,
} from "../features/competitions";
import { ApiError } from "../lib/api-client";
import { useDocumentTitle } from "../lib/document-title";

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
