export { LazyGuessPanel } from "./components/lazy-guess-panel";
export { useGuessMenuItem } from "./hooks/use-guess-menu-item";
