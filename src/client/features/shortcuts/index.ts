export { ShortcutsHelp } from "./components/lazy-shortcuts-help";
export { ShortcutsSection } from "./components/shortcuts-section";
export { useKeyboardShortcuts } from "./hooks/use-keyboard-shortcuts";
