import type { SessionUser } from "./session-user";

/**
 * How long a process trusts a session it has read. A change made in this process (sign-out, a
 * password reset, a deletion, an admin grant or revoke, a new username, a suspension or its
 * lifting) is forgotten at once. A session that ends (signed out, ended from the member's list
 * of sessions, or with all of its member's) is forgotten by every other process as soon as the
 * live bus carries the news; any other change reaches another process at most this much later.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** More members than one process serves within the TTL; past it the oldest entry goes first. */
const MAX_SESSIONS = 10_000;

export interface CachedSession {
  user: SessionUser;
  expire: Date;
  lastSeenAt: Date;
}

/**
 * The sessions one process has read lately, by the hash of their token. Nothing but the member's
 * id, name, flags and suspension is kept: no quip, and so no author of one.
 */
export interface SessionCache {
  get(sid: string): CachedSession | undefined;
  /** Taken before reading the database: a fill is dropped if anything was forgotten since. */
  generation(): number;
  set(sid: string, session: CachedSession, readAtGeneration: number): void;
  forgetSession(sid: string): void;
  /** Every session of one member; call it once the change has committed. */
  forgetMember(userId: string): void;
  /** Everything: news of ended sessions may have been missed. */
  clear(): void;
}

interface Entry extends CachedSession {
  readAt: number;
}

export function createSessionCache(
  ttlMs = SESSION_CACHE_TTL_MS,
  clock: () => number = () => performance.now(),
): SessionCache {
  const entries = new Map<string, Entry>();
  // A read that began before a sign-out may end after it: that read must not fill the cache.
  let forgotten = 0;
  return {
    get(sid) {
      const entry = entries.get(sid);
      if (!entry) return undefined;
      if (clock() - entry.readAt < ttlMs) return entry;
      entries.delete(sid);
      return undefined;
    },
    generation: () => forgotten,
    set(sid, session, readAtGeneration) {
      if (readAtGeneration !== forgotten) return;
      entries.delete(sid);
      if (entries.size >= MAX_SESSIONS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(sid, { ...session, readAt: clock() });
    },
    forgetSession(sid) {
      forgotten += 1;
      entries.delete(sid);
    },
    forgetMember(userId) {
      forgotten += 1;
      for (const [sid, entry] of entries) if (entry.user.id === userId) entries.delete(sid);
    },
    clear() {
      forgotten += 1;
      entries.clear();
    },
  };
}
