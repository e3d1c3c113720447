import { Archive } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { TabEmpty, TabHeading } from "#client/components/ui/tab-section.tsx";
import { useVaultQuips } from "#client/entities/draft/index.ts";
import { QuipListEnd, QuipListError, QuipListLoadingMore } from "#client/entities/quip/index.ts";
import { paths } from "#client/lib/paths.ts";
import { useLoadMoreNear } from "#client/lib/use-load-more-near.ts";
import { LIMITS } from "#shared/limits.ts";
import { PROFILE_MSG } from "#shared/messages/users.ts";
import { VaultDraft } from "./vault-draft";

const FAILED = "Failed to load your vault";

/**
 * The member's drafts (visible to them alone), 20 at a time, the next ones loading near the
 * bottom: each to edit, post live or delete. n counts those loaded ("20+" while more remain).
 */
export function VaultTab() {
  const vault = useVaultQuips();
  const drafts = vault.data?.pages.flat() ?? [];
  const count = vault.isPending ? "…" : `${drafts.length}${vault.hasNextPage ? "+" : ""}`;
  const sentinel = useLoadMoreNear({
    enabled: vault.hasNextPage && !vault.isFetchingNextPage && !vault.isFetchNextPageError,
    thresholdPx: LIMITS.feedScrollThresholdPx,
    onLoadMore: () => void vault.fetchNextPage(),
    pageCount: vault.data?.pages.length ?? 0,
  });
  return (
    <>
      <TabHeading title={PROFILE_MSG.vaultTitle(count)} />
      {vault.isPending ? (
        <div role="status" aria-label="Loading your drafts" className="space-y-4">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : vault.isError && !vault.data ? (
        <QuipListError message={FAILED} onRetry={() => void vault.refetch()} />
      ) : drafts.length === 0 ? (
        <TabEmpty
          title="Your vault is empty"
          icon={<Archive aria-hidden="true" className="size-6" />}
        >
          <p className="mx-auto mt-1 max-w-sm text-gray-700">
            Save a quip to your vault from Compose to finish it later.
          </p>
          <Link
            href={paths.compose.getHref()}
            className={buttonVariants({ variant: "secondary", className: "mt-4" })}
          >
            Write a quip
          </Link>
        </TabEmpty>
      ) : (
        <>
          <ul aria-label="Your drafts" aria-busy={vault.isFetchingNextPage} className="space-y-4">
            {drafts.map((draft) => (
              <VaultDraft key={draft.id} draft={draft} />
            ))}
          </ul>
          {vault.isFetchingNextPage ? <QuipListLoadingMore label="Loading more drafts..." /> : null}
          {vault.isFetchNextPageError ? (
            <QuipListError message={FAILED} onRetry={() => void vault.fetchNextPage()} />
          ) : null}
          {!vault.hasNextPage && !vault.isFetchNextPageError && vault.data.pages.length > 1 ? (
            <QuipListEnd text="You've reached the end of your vault." />
          ) : null}
        </>
      )}
      <div ref={sentinel} aria-hidden="true" />
    </>
  );
}
