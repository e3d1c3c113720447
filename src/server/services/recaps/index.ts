export { getRecap, recapUpdatedAt, settledRecapWeeks } from "./recaps.service";
