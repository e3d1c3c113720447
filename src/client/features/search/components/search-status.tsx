import { SearchX } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { QuipListError } from "#client/entities/quip/index.ts";
import { SEARCH_MSG } from "#shared/messages/search.ts";

/** Nothing matched. */
export function SearchEmpty({ query }: { query: string }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="size-8 text-gray-500" />
      <p className="font-semibold break-words text-gray-900">{SEARCH_MSG.noResults(query)}</p>
      <p className="text-sm text-gray-700">Try fewer words, or another kind of search.</p>
    </Card>
  );
}

/** The call failed: "Search failed." with a retry. */
export function SearchError({ onRetry }: { onRetry: () => void }) {
  return <QuipListError message={SEARCH_MSG.failed} onRetry={onRetry} />;
}

/** Before any search: what each kind finds. */
export function SearchIdle() {
  return (
    <Card className="px-6 py-8 text-center text-gray-700">
      <p className="font-semibold text-gray-900">What are you looking for?</p>
      <p className="mt-1 text-sm">
        Find quips by their words, members by username, or topics of days gone by.
      </p>
    </Card>
  );
}
