/**
 * What changed, by id only: the bus gathers these from the services, publishes them together
 * and every process reads for its own viewers what they may see. Nothing here names the
 * author of anything; a session is named by its row id (the keyed hash of its token).
 */
export interface LiveChanges {
  /** Quips posted. */
  quips: Set<string>;
  /** Quips whose like or comment count changed. */
  counts: Set<string>;
  /** Comments and replies added: each watcher of their quip hears of those it may read. */
  comments: Set<string>;
  /** Members whose notifications changed (added, withdrawn, read). */
  unread: Set<string>;
  /** The Topic of the Day changed. */
  topic: boolean;
  /** Sessions that ended (sign-out): their streams end. */
  sessions: Set<string>;
  /** Members all of whose sessions ended (password reset, deletion): their streams end. */
  members: Set<string>;
}

/** A published set of changes and its id, which grows across every server process. */
export interface LiveBatch {
  id: string;
  changes: LiveChanges;
}

export function noChanges(): LiveChanges {
  return {
    quips: new Set(),
    counts: new Set(),
    comments: new Set(),
    unread: new Set(),
    topic: false,
    sessions: new Set(),
    members: new Set(),
  };
}

export function isEmpty(c: LiveChanges): boolean {
  return (
    !c.topic &&
    c.quips.size === 0 &&
    c.counts.size === 0 &&
    c.comments.size === 0 &&
    c.unread.size === 0 &&
    c.sessions.size === 0 &&
    c.members.size === 0
  );
}

/** One set of changes holding all of several, in order. */
export function mergeChanges(all: LiveChanges[]): LiveChanges {
  const merged = noChanges();
  for (const c of all) {
    for (const key of SET_KEYS) for (const id of c[key]) merged[key].add(id);
    merged.topic ||= c.topic;
  }
  return merged;
}

const SET_KEYS = ["quips", "counts", "comments", "unread", "sessions", "members"] as const;
type SetKey = (typeof SET_KEYS)[number];
/** Short keys on the wire: a NOTIFY payload must stay under 8000 bytes. */
const WIRE: Record<SetKey, string> = {
  quips: "q",
  counts: "c",
  comments: "n",
  unread: "u",
  sessions: "s",
  members: "m",
};

/**
 * The changes as NOTIFY payloads, each at most `maxBytes` long (ids are ASCII, so characters
 * are bytes). Usually one; a burst of changes is split into several, each a batch of its own.
 */
export function encodeChanges(c: LiveChanges, maxBytes: number): string[] {
  const payloads: string[] = [];
  let lists: Record<string, string[]> = {};
  let topic = c.topic;
  const sizeOf = () => JSON.stringify({ ...(topic ? { t: 1 } : {}), ...lists }).length;
  const close = () => {
    payloads.push(JSON.stringify({ ...(topic ? { t: 1 } : {}), ...lists }));
    lists = {};
    topic = false;
  };
  let size = sizeOf();
  for (const key of SET_KEYS) {
    for (const id of c[key]) {
      const wire = WIRE[key];
      // Another id costs its quotes and a comma; a new list `"k":[]` and a comma too.
      const cost = (list: string[] | undefined) => id.length + 3 + (list ? 0 : wire.length + 6);
      if (size + cost(lists[wire]) > maxBytes && (topic || Object.keys(lists).length > 0)) {
        close();
        size = sizeOf();
      }
      size += cost(lists[wire]);
      const list = lists[wire];
      if (list) list.push(id);
      else lists[wire] = [id];
    }
  }
  if (topic || Object.keys(lists).length > 0) close();
  return payloads;
}

/** A payload back into changes; anything malformed reads as no change. */
export function decodeChanges(payload: string): LiveChanges {
  const c = noChanges();
  let wire: unknown;
  try {
    wire = JSON.parse(payload);
  } catch {
    return c;
  }
  if (!wire || typeof wire !== "object") return c;
  const record = wire as Record<string, unknown>;
  c.topic = record.t === 1;
  for (const key of SET_KEYS) {
    const list = record[WIRE[key]];
    if (!Array.isArray(list)) continue;
    for (const id of list) if (typeof id === "string") c[key].add(id);
  }
  return c;
}
