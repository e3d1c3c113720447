import { TZDate } from "@date-fns/tz";
import { format } from "date-fns/format";
import { z } from "zod";
import { EASTERN_TZ } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { easternInstant } from "#shared/rules/eastern-time.ts";
import { SuspendInput } from "#shared/schemas/moderation.ts";

const m = ADMIN_MSG.moderation;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type SuspendFormValues = { length: "until" | "indefinite"; until: string; reason: string };

/** An Eastern wall-clock time as a datetime-local field holds it: "2026-11-25T12:00". */
export function easternWallClock(at: number): string {
  return format(new TZDate(at, EASTERN_TZ), "yyyy-MM-dd'T'HH:mm");
}

/** The form starts a week from now, on the hour, in Eastern time like every date here. */
export function initialSuspendForm(now: number): SuspendFormValues {
  const hour = 60 * 60 * 1000;
  return {
    length: "until",
    until: easternWallClock(Math.ceil((now + WEEK_MS) / hour) * hour),
    reason: "",
  };
}

/** "2026-11-25T12:00" read as Eastern time; null when it is no such time. */
function fromEasternWallClock(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, day, hour, minute] = match as unknown as [string, string, string, string];
  const at = easternInstant(day, Number(hour), Number(minute));
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The dialog's values as the server takes them: the end read as Eastern time, checked to be a
 * time to come (the server checks again against its own clock), or none for indefinitely.
 */
export const SuspendForm = z
  .object({
    length: z.enum(["until", "indefinite"]),
    until: z.string(),
    reason: SuspendInput.shape.reason,
  })
  .transform((values, issues) => {
    if (values.length === "indefinite") return { until: null, reason: values.reason };
    const at = fromEasternWallClock(values.until);
    if (!at) {
      issues.addIssue({ code: "custom", path: ["until"], message: m.untilInvalid });
      return z.NEVER;
    }
    if (at.getTime() <= Date.now()) {
      issues.addIssue({ code: "custom", path: ["until"], message: m.untilPast });
      return z.NEVER;
    }
    return { until: at.toISOString(), reason: values.reason };
  });
