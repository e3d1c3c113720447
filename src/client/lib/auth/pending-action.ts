import { safeReturnPath } from "#client/lib/return-to.ts";
import { removeFromStore, sessionStore } from "#client/lib/session-store.ts";
import { PENDING_ACTION_MAX_AGE_MS, PENDING_ACTION_STORAGE_KEY } from "#shared/limits.ts";

/** What a person asked to do before they were signed in. */
export type PendingAction =
  | { kind: "like"; quipId: string }
  | { kind: "bookmark"; quipId: string }
  | { kind: "report"; quipId: string }
  | { kind: "comment"; quipId: string; parentCommentId: string | null; draft: string }
  | { kind: "follow"; userId: string; username: string };

export type PendingKind = PendingAction["kind"];

/** The trip to the sign-in screen: where it started, what to do there, and why it was made. */
export type PendingTrip = {
  returnTo: string;
  action: PendingAction | null;
  /** The member's session ended under them (a 401), rather than a visitor being asked in. */
  sessionEnded: boolean;
  savedAt: number;
};

const isText = (value: unknown): value is string => typeof value === "string";

function parseAction(value: unknown): PendingAction | null {
  if (typeof value !== "object" || value === null) return null;
  const action = value as Record<string, unknown>;
  switch (action.kind) {
    case "like":
    case "bookmark":
    case "report":
      return isText(action.quipId) ? { kind: action.kind, quipId: action.quipId } : null;
    case "comment":
      return isText(action.quipId) &&
        isText(action.draft) &&
        (action.parentCommentId === null || isText(action.parentCommentId))
        ? {
            kind: "comment",
            quipId: action.quipId,
            parentCommentId: action.parentCommentId,
            draft: action.draft,
          }
        : null;
    case "follow":
      return isText(action.userId) && isText(action.username)
        ? { kind: "follow", userId: action.userId, username: action.username }
        : null;
    default:
      return null;
  }
}

/** Parses what was stored; null when it is not a trip, or too old to act on. */
export function parsePendingTrip(raw: string, now: number): PendingTrip | null {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== "object" || stored === null) return null;
  const { returnTo, action, sessionEnded, savedAt } = stored as Record<string, unknown>;
  const path = safeReturnPath(isText(returnTo) ? returnTo : null);
  if (!path || typeof savedAt !== "number" || now - savedAt > PENDING_ACTION_MAX_AGE_MS) {
    return null;
  }
  return {
    returnTo: path,
    action: action === null ? null : parseAction(action),
    sessionEnded: sessionEnded === true,
    savedAt,
  };
}

export function savePendingTrip(trip: Omit<PendingTrip, "savedAt">, store = sessionStore()): void {
  try {
    store?.setItem(PENDING_ACTION_STORAGE_KEY, JSON.stringify({ ...trip, savedAt: Date.now() }));
  } catch {
    // A full storage loses the action, not the way back.
  }
}

export function readPendingTrip(store = sessionStore()): PendingTrip | null {
  try {
    const raw = store?.getItem(PENDING_ACTION_STORAGE_KEY);
    return raw ? parsePendingTrip(raw, Date.now()) : null;
  } catch {
    return null;
  }
}

export function clearPendingTrip(store = sessionStore()): void {
  removeFromStore(PENDING_ACTION_STORAGE_KEY, store);
}

/** The pending action when it is of this kind and `matches`; it stays stored. */
export function findPendingAction<K extends PendingKind>(
  kind: K,
  matches: (action: Extract<PendingAction, { kind: K }>) => boolean,
  store = sessionStore(),
): Extract<PendingAction, { kind: K }> | null {
  const action = readPendingTrip(store)?.action;
  if (action?.kind !== kind) return null;
  const ofKind = action as Extract<PendingAction, { kind: K }>;
  return matches(ofKind) ? ofKind : null;
}

/** The trip that led to the sign-in screen now showing `returnTo`, if it is still pending. */
export function pendingTripTo(returnTo: string | null, store = sessionStore()): PendingTrip | null {
  const trip = readPendingTrip(store);
  return trip && trip.returnTo === returnTo ? trip : null;
}
