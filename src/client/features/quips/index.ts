export { NewQuipsPill } from "./components/new-quips-pill";
export { QuipDetail } from "./components/quip-detail";
