export { isTopicLimitError, useCreateQuip } from "../../entities/quip/api/create-quip";
export { getQuipQueryOptions } from "../../entities/quip/api/get-quip";
export { FEED_CARD_SELECTOR, QuipCard } from "../../entities/quip/components/quip-card";
export { QuipListSkeleton } from "../../entities/quip/components/quip-card-skeleton";
export { QuipList } from "../../entities/quip/components/quip-list";
export {
  QuipListEnd,
  QuipListError,
  QuipListLoadingMore,
} from "../../entities/quip/components/quip-list-status";
export { setAdminMode, useAdminMode } from "../../entities/quip/hooks/use-admin-mode";
export { resumeQuipAction } from "../../entities/quip/lib/resume-quip-action";
export { removeQuipFromCaches } from "../../lib/quip-cache";
export { NewQuipsPill } from "./components/new-quips-pill";
export { QuipDetail } from "./components/quip-detail";
