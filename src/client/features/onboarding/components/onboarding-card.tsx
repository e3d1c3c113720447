import { CalendarDays, EyeOff, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useFinishOnboarding } from "#client/features/onboarding/api/finish-onboarding.ts";
import { ONBOARDING_MSG } from "#shared/messages/onboarding.ts";
import { displayName } from "#shared/rules/avatar-initials.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import { WhoToFollow } from "./who-to-follow";

const m = ONBOARDING_MSG;

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: string }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        {icon}
      </span>
      <span className="text-sm text-gray-700">
        <strong className="block font-semibold text-gray-900">{title}</strong>
        {children}
      </span>
    </li>
  );
}

/**
 * A new member's first screen: the 48-hour rule and the daily topic in three lines, then who
 * to follow. Closing it is kept on the server, so it never shows again, on any device. Above
 * the feed it is a section; as an item of the feed (after the member's own quip), an article.
 */
export function OnboardingCard({
  user,
  as = "section",
}: {
  user: CurrentUser;
  as?: "section" | "article";
}) {
  const finish = useFinishOnboarding();
  return (
    <Card as={as} aria-labelledby="onboarding-title" className="p-4 md:p-6">
      <h2 id="onboarding-title" className="text-lg font-bold text-gray-900 md:text-xl">
        {m.title(displayName(user))}
      </h2>
      <ul className="mt-3 space-y-3">
        <Point
          icon={<EyeOff aria-hidden="true" className="size-4" />}
          title="Anonymous for 48 hours"
        >
          Every quip hides its author for its first 48 hours, yours too, so likes judge the joke,
          not the name. Then the author is revealed.
        </Point>
        <Point
          icon={<CalendarDays aria-hidden="true" className="size-4" />}
          title="A topic every day"
        >
          Each morning brings a Topic of the Day (Sundays have none). Quip about it up to three
          times in its 48 hours; the most liked earn city titles, from Mayor down.
        </Point>
        <Point
          icon={<UserPlus aria-hidden="true" className="size-4" />}
          title="Follow the funny ones"
        >
          Their quips show in your Following feeds once revealed.
        </Point>
      </ul>
      <div className="mt-4 border-t border-gray-200 pt-4">
        <WhoToFollow viewerId={user.id} />
      </div>
      <Button
        className="mt-4 w-full sm:w-auto"
        disabled={finish.isPending}
        onClick={() => finish.mutate()}
      >
        {finish.isPending ? <Spinner className="size-4" /> : null}
        {m.done}
      </Button>
    </Card>
  );
}
