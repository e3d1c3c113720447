import { Flame, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { paths } from "../../../lib/paths";

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

/** A fixed list for now: the spec's visitor sidebar shows a static Trending Now list. */
const TRENDING_TAGS = ["DadJokes", "Puns", "MondayMood", "OfficeLife", "Laundry"];

export function TrendingCard() {
  return (
    <Card as="section" aria-labelledby="trending-title" className="p-5">
      <h2 id="trending-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Flame aria-hidden="true" className="size-5 text-brand" />
        Trending Now
      </h2>
      <ul className="mt-3 grid gap-1">
        {TRENDING_TAGS.map((tag) => (
          <li key={tag}>
            <Link
              href={paths.search.getHref(tag)}
              className="block rounded-lg px-2 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50 hover:text-brand-strong"
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
