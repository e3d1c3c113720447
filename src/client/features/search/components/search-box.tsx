import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { cn } from "#client/lib/cn.ts";
import { paths } from "#client/lib/paths.ts";

/** The sidebar search: goes to /search/{query}; blank input is ignored. */
export function SearchBox({ className }: { className?: string }) {
  const [query, setQuery] = useState("");
  const [, navigate] = useLocation();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = query.trim();
    if (!term) return;
    navigate(paths.search.getHref(term));
  }

  return (
    <search className={className}>
      <form onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          Search Quips or users
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search Quips or users..."
          enterKeyHint="search"
          className={cn(
            "block h-11 w-full rounded-full border border-gray-300 bg-white pr-12 pl-4 text-sm text-gray-900",
            "placeholder:text-gray-600 hover:border-gray-400",
            "focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand",
          )}
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Search aria-hidden="true" className="size-4" />
        </button>
      </form>
    </search>
  );
}
