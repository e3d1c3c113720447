export { isRecapMissing, useRecap } from "./api/get-recap";
export { RecapLinkCard } from "./components/recap-link-card";
export { RecapError, RecapNotFound, RecapSkeleton } from "./components/recap-states";
export { RecapView } from "./components/recap-view";
