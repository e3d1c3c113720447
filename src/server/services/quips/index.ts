export { readPostedQuips, readQuipCounts, type Watch, watchKey } from "./live-quips.service";
export { createQuip, deleteQuip, editQuip, getQuip } from "./quips.service";
export { listLikers, toggleBookmark, toggleLike } from "./reactions.service";
export { revealDueQuips } from "./reveal.service";
