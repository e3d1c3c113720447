export { ShortcutsSection } from "./components/shortcuts-section";
export { listenForShortcuts } from "./lib/shortcut-keys";
