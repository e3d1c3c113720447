/** Starts the keyboard shortcuts once the app has started: nothing of them is on the first load. */
export function startShortcuts(): void {
  import("./shortcut-keys").then((shortcuts) => shortcuts.listenForShortcuts()).catch(() => {});
}
