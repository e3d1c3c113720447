export { ShortcutsSection } from "./components/shortcuts-section";
export { startShortcuts } from "./lib/start-shortcuts";
