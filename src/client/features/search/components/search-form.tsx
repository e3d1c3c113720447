import { ChevronDown, Search } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import {
  isSearchType,
  SEARCH_TYPES,
  type SearchType,
  searchHref,
} from "#client/features/search/lib/search-params.ts";

/**
 * The search page's form: what to look for, the text (prefilled from the address) and Search.
 * Blank text is ignored; a search goes to /search/{text}?type=…. Mount with `key={query}` so a
 * new address refills the text.
 */
export function SearchForm({ query, type }: { query: string; type: SearchType }) {
  const [text, setText] = useState(query);
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = text.trim();
    if (!term) {
      input.current?.focus();
      return;
    }
    navigate(searchHref(term, type));
  }

  function onTypeChange(next: string) {
    if (isSearchType(next)) navigate(searchHref(text.trim() || query, next), { replace: true });
  }

  return (
    <search>
      <form
        onSubmit={onSubmit}
        className="grid grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)] gap-2 sm:grid-cols-[9rem_minmax(0,1fr)_auto]"
      >
        <div className="relative">
          <label htmlFor={`${id}-type`} className="sr-only">
            Search type
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => onTypeChange(event.target.value)}
            className="block h-11 w-full cursor-pointer appearance-none rounded-xl border border-gray-300 bg-white pr-9 pl-3 text-base font-semibold text-gray-900 hover:border-gray-400 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand"
          >
            {SEARCH_TYPES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-600"
          />
        </div>
        <div>
          <label htmlFor={`${id}-text`} className="sr-only">
            Search text
          </label>
          <Input
            ref={input}
            id={`${id}-text`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search quips, users or topics..."
            enterKeyHint="search"
            maxLength={200}
          />
        </div>
        <Button type="submit" size="lg" className="col-span-2 h-11 sm:col-span-1">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
    </search>
  );
}
