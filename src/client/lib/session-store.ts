/** The tab's sessionStorage, or null where the browser blocks it (privacy settings). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Removes a key; a store that refuses has nothing to lose. */
export function removeFromStore(key: string, store: Storage | null): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** A Storage held in memory, for tests of what is kept in the session. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}
