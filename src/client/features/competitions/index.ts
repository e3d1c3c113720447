export { useResultCard } from "./api/get-result-card";
export {
  ResultCardSkeleton,
  ResultLoadError,
  ResultNotFound,
} from "./components/result-card-states";
export { ResultCardView } from "./components/result-card-view";
