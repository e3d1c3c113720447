import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QuipCard, QuipListSkeleton } from "#client/entities/quip/index.ts";
import { TopicList, TopicListSkeleton } from "#client/entities/topic/index.ts";
import { useSearchQuips } from "#client/features/search/api/search-quips.ts";
import { useSearchTopics } from "#client/features/search/api/search-topics.ts";
import { useSearchUsers } from "#client/features/search/api/search-users.ts";
import type { SearchType } from "#client/features/search/lib/search-params.ts";
import { SearchEmpty, SearchError, SearchIdle } from "./search-status";
import { UserResultRow } from "./user-result-row";

const resultCount = (n: number) => (n === 1 ? "1 result" : `${n} results`);

/** Loading, failure, nothing found, or the results under a heading that counts them. */
function Results<T>({
  query,
  search,
  loading,
  children,
}: {
  query: string;
  search: UseQueryResult<T[]>;
  loading: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  let body: ReactNode;
  if (search.isPending) body = loading;
  else if (search.isError) body = <SearchError onRetry={() => void search.refetch()} />;
  else if (search.data.length === 0) body = <SearchEmpty query={query} />;
  else body = children(search.data);
  return (
    <section aria-labelledby="search-results-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2
          id="search-results-title"
          className="min-w-0 text-lg font-bold break-words text-gray-900"
        >
          Results for “{query}”
        </h2>
        <p role="status" className="text-sm text-gray-600">
          {search.isSuccess ? resultCount(search.data.length) : null}
        </p>
      </div>
      {body}
    </section>
  );
}

function QuipResults({ query }: { query: string }) {
  return (
    <Results
      query={query}
      search={useSearchQuips(query)}
      loading={<QuipListSkeleton count={3} label="Searching" />}
    >
      {(quips) => (
        <div className="space-y-4">
          {quips.map((quip) => (
            <QuipCard key={quip.id} quip={quip} />
          ))}
        </div>
      )}
    </Results>
  );
}

function UserResults({ query }: { query: string }) {
  return (
    <Results
      query={query}
      search={useSearchUsers(query)}
      loading={<TopicListSkeleton label="Searching" />}
    >
      {(users) => (
        <ul aria-label="Users" className="space-y-3">
          {users.map((user) => (
            <li key={user.id}>
              <UserResultRow user={user} />
            </li>
          ))}
        </ul>
      )}
    </Results>
  );
}

function TopicResults({ query }: { query: string }) {
  return (
    <Results
      query={query}
      search={useSearchTopics(query)}
      loading={<TopicListSkeleton label="Searching" />}
    >
      {(topics) => <TopicList topics={topics} label="Topics" />}
    </Results>
  );
}

/** The results of one kind for the text in the address; nothing is fetched for blank text. */
export function SearchResults({ query, type }: { query: string; type: SearchType }) {
  if (!query) return <SearchIdle />;
  if (type === "users") return <UserResults query={query} />;
  if (type === "topics") return <TopicResults query={query} />;
  return <QuipResults query={query} />;
}
