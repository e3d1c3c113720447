import { type ComponentProps, lazy, Suspense } from "react";
import { Skeleton } from "#client/components/ui/skeleton.tsx";

const Onboarding = lazy(() =>
  import("./onboarding-card").then((module) => ({ default: module.OnboardingCard })),
);
const Suggestions = lazy(() =>
  import("./who-to-follow").then((module) => ({ default: module.WhoToFollowCard })),
);

/**
 * Both load when first shown: a member sees the tour once and an empty Following feed rarely,
 * so neither belongs in the first page load every reader pays for.
 */
export function LazyOnboardingCard(props: ComponentProps<typeof Onboarding>) {
  return (
    <Suspense fallback={<Skeleton className="h-96 rounded-2xl" />}>
      <Onboarding {...props} />
    </Suspense>
  );
}

export function LazyWhoToFollowCard(props: ComponentProps<typeof Suggestions>) {
  return (
    <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>
      <Suggestions {...props} />
    </Suspense>
  );
}
