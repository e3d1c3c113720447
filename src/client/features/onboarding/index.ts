export {
  LazyOnboardingCard as OnboardingCard,
  LazyWhoToFollowCard as WhoToFollowCard,
} from "./components/lazy";
