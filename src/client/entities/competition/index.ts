export { ShareResultLink } from "./components/share-result-link";
