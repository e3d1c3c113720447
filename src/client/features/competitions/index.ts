export { ShareResultLink } from "../../entities/competition/components/share-result-link";
export { useResultCard } from "./api/get-result-card";
export {
  ResultCardSkeleton,
  ResultLoadError,
  ResultNotFound,
} from "./components/result-card-states";
export { ResultCardView } from "./components/result-card-view";
