export { GuessPanel } from "./components/guess-panel";
export { useGuessMenuItem } from "./hooks/use-guess-menu-item";
