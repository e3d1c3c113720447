import { ArrowLeft, CalendarDays } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "#client/components/layout/page.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { JoinNowCard } from "#client/features/home/index.ts";
import { SearchForm, SearchResults, useSearchType } from "#client/features/search/index.ts";
import { ProfileSummaryCard } from "#client/features/users/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { previousFeedPath } from "#client/lib/feed-place/previous-feed.ts";
import { paths } from "#client/lib/paths.ts";

const linkClass =
  "inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-strong underline-offset-2 hover:underline";

/** /search and /search/{query}?type=quips|users|topics. */
export function SearchPage({ query: raw }: { query?: string | undefined }) {
  const query = raw?.trim() ?? "";
  const type = useSearchType();
  const { data: user, isPending: isUserPending } = useCurrentUser();
  useDocumentTitle(query ? `Search: ${query}` : "Search");

  return (
    <div className="mx-auto flex w-full max-w-[976px] justify-center gap-6 px-4 py-6 md:py-8">
      <div className="w-full max-w-[600px] min-w-0 space-y-5">
        <nav aria-label="Search links" className="flex flex-wrap justify-between gap-x-4 gap-y-2">
          <Link href={previousFeedPath()} className={linkClass}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to feed
          </Link>
          <Link href={paths.topics.getHref()} className={linkClass}>
            <CalendarDays aria-hidden="true" className="size-4" />
            See Previous Topics
          </Link>
        </nav>
        <PageHeader title="Search" />
        <SearchForm key={query} query={query} type={type} />
        <SearchResults query={query} type={type} />
      </div>
      <aside aria-label="Sidebar" className="hidden w-72 shrink-0 space-y-4 md:block lg:w-80">
        {isUserPending ? (
          <Skeleton className="h-40 rounded-2xl" />
        ) : user ? (
          <ProfileSummaryCard user={user} />
        ) : (
          <JoinNowCard />
        )}
      </aside>
    </div>
  );
}
