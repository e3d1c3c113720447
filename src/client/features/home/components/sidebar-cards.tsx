import { Flame, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useTrending } from "#client/features/home/api/get-trending.ts";
import { paths } from "#client/lib/paths.ts";
import { HOME_MSG } from "#shared/messages/home.ts";

const m = HOME_MSG;

export function JoinNowCard() {
  return (
    <Card as="section" aria-labelledby="join-now-title" className="p-5">
      <h2 id="join-now-title" className="flex items-center gap-2 font-bold text-gray-900">
        <UserPlus aria-hidden="true" className="size-5 text-brand" />
        New to Quip?
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        Join to post your own quips, like the funny ones and follow the people behind them.
      </p>
      <Link
        href={paths.register.getHref()}
        className={buttonVariants({ className: "mt-4 w-full" })}
      >
        Join Now
      </Link>
    </Card>
  );
}

/**
 * What the last 48 hours' quips are about: topics, phrases and words found in the most of them,
 * each leading to the quips it was found in; its own loading, empty and failed states.
 */
export function TrendingCard() {
  const trending = useTrending();
  return (
    <Card as="section" aria-labelledby="trending-title" className="p-5">
      <h2 id="trending-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Flame aria-hidden="true" className="size-5 text-brand" />
        Trending Now
      </h2>
      {trending.isPending ? (
        <div role="status" aria-label="Loading what's trending" className="mt-3 grid gap-2">
          <Skeleton className="h-7" />
          <Skeleton className="h-7" />
          <Skeleton className="h-7" />
        </div>
      ) : trending.isError ? (
        <InlineLoadError
          message={m.trendingFailed}
          onRetry={() => void trending.refetch()}
          className="mt-3 text-sm text-gray-700"
        />
      ) : trending.data.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{m.trendingEmpty}</p>
      ) : (
        <ol className="mt-3 grid gap-1">
          {trending.data.map(({ word, quips }) => (
            <li key={word}>
              <Link
                href={paths.search.getHref(word)}
                className="flex items-baseline justify-between gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-gray-50"
              >
                <span className="min-w-0 font-semibold break-words text-gray-800">{word}</span>
                <span className="shrink-0 text-gray-600 tabular-nums">
                  {m.trendingQuips(quips)}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
