export { recordPageView } from "./api/record-page-view";
