import { expect } from "vitest";
import type { NotificationPreferences } from "#shared/schemas/notifications.ts";
import { as } from "./factories";
import type { Member } from "./members";
import type { TestApp } from "./test-app";

export async function preferencesOf(t: TestApp, member: Member): Promise<NotificationPreferences> {
  return (await as(t, member).get("/api/notifications/preferences")).json();
}

/** Saves the member's settings as the screen would, changed by `change`; UTC when no zone is set. */
export async function changePreferences(
  t: TestApp,
  member: Member,
  change: (p: NotificationPreferences) => NotificationPreferences,
): Promise<NotificationPreferences> {
  const current = await preferencesOf(t, member);
  const answer = await as(t, member).put(
    "/api/notifications/preferences",
    change({ ...current, timeZone: current.timeZone ?? "UTC" }),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as NotificationPreferences;
}
