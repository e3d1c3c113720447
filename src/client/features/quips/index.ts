export { isTopicLimitError, useCreateQuip } from "./api/create-quip";
export { QuipCard } from "./components/quip-card";
export { QuipListSkeleton } from "./components/quip-card-skeleton";
export { QuipDetail } from "./components/quip-detail";
export { QuipList } from "./components/quip-list";
export { QuipListEnd, QuipListError, QuipListLoadingMore } from "./components/quip-list-status";
export { setAdminMode, useAdminMode } from "./hooks/use-admin-mode";
export { removeQuipFromCaches } from "./utils/quip-cache";
export { resumeQuipAction } from "./utils/resume-quip-action";
