export { foldCounts } from "./fold-counts";
