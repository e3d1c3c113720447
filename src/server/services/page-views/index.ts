export { recordPageView } from "./page-views.service";
