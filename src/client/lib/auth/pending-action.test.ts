import { describe, expect, it } from "vitest";
import { memoryStorage } from "#client/lib/session-store.ts";
import { PENDING_ACTION_MAX_AGE_MS } from "#shared/limits.ts";
import {
  clearPendingTrip,
  findPendingAction,
  parsePendingTrip,
  pendingTripTo,
  savePendingTrip,
} from "./pending-action";

const like = { kind: "like", quipId: "q1" } as const;

describe("the trip to the sign-in screen", () => {
  it("comes back with its action, for the screen it started on only", () => {
    const store = memoryStorage();
    savePendingTrip({ returnTo: "/quip/q1", action: like, sessionEnded: false }, store);
    expect(pendingTripTo("/quip/q1", store)?.action).toEqual(like);
    expect(pendingTripTo("/quip/other", store)).toBeNull();
    expect(findPendingAction("like", (action) => action.quipId === "q1", store)).toEqual(like);
    expect(findPendingAction("bookmark", () => true, store)).toBeNull();
    clearPendingTrip(store);
    expect(pendingTripTo("/quip/q1", store)).toBeNull();
  });

  it("refuses a stored return address that leaves the site", () => {
    const raw = JSON.stringify({ returnTo: "//evil.example", action: like, savedAt: 0 });
    expect(parsePendingTrip(raw, 0)).toBeNull();
  });

  it("forgets an action asked for too long ago", () => {
    const raw = JSON.stringify({ returnTo: "/", action: like, sessionEnded: false, savedAt: 0 });
    expect(parsePendingTrip(raw, PENDING_ACTION_MAX_AGE_MS)?.action).toEqual(like);
    expect(parsePendingTrip(raw, PENDING_ACTION_MAX_AGE_MS + 1)).toBeNull();
  });

  it("drops an action it cannot read but keeps the way back", () => {
    const raw = JSON.stringify({ returnTo: "/", action: { kind: "like" }, savedAt: 0 });
    expect(parsePendingTrip(raw, 0)).toEqual({
      returnTo: "/",
      action: null,
      sessionEnded: false,
      savedAt: 0,
    });
    expect(parsePendingTrip("not json", 0)).toBeNull();
  });
});
