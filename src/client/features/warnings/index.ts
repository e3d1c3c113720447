export { WarningsSection } from "./components/warnings-section";
