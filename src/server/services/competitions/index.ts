export { closeDueCompetitions } from "./close-competitions";
export { renderResultPage, resultCardImage } from "./result-card-share";
export { findResultCard } from "./result-cards.service";
