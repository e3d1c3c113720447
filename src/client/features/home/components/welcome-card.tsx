import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { paths, serverPages } from "#client/lib/paths.ts";
import { FALLBACK_TOPIC_TEXT } from "#shared/limits.ts";

/**
 * What Quip is, for visitors, with the way in. On a phone it is compact (the way in beside the
 * title, the promise in one sentence), so the first quip shows on the first screen.
 */
export function WelcomeCard({ topicText = FALLBACK_TOPIC_TEXT }: { topicText?: string }) {
  return (
    <Card as="section" aria-labelledby="welcome-title" className="overflow-hidden">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4 md:block md:p-6">
        <h2 id="welcome-title" className="mr-auto text-lg font-bold text-gray-900 md:text-xl">
          Welcome to Quip
        </h2>
        <p className="order-last w-full text-sm text-gray-700 md:mt-2 md:text-base">
          Quip is a home for short jokes. Every quip stays anonymous for its first 48 hours
          <span className="hidden md:inline">
            , so likes judge the joke, not the name. Then the author is revealed
          </span>
          .
        </p>
        <div className="md:mt-4">
          {/* /api/login is a server route: a full page load, not a client navigation. */}
          <a
            href={serverPages.login}
            className={buttonVariants({ className: "md:h-11 md:px-6 md:text-base" })}
          >
            <LogIn aria-hidden="true" className="size-5" />
            Log In or Join
          </a>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-gray-200 bg-gray-50 px-4 py-3 md:gap-y-3 md:px-6 md:py-4">
        <p className="mr-auto text-sm text-gray-700">
          Today's topic: <strong className="font-semibold text-gray-900">{topicText}</strong>
        </p>
        <Link
          href={paths.register.getHref()}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          Join to use topic
        </Link>
        <Link
          href={paths.topics.getHref()}
          className="text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
        >
          See previous topics
        </Link>
      </div>
    </Card>
  );
}
