import { addEasternDays, easternDate, easternInstant, easternWeekday } from "./eastern-time";

export interface ChangeTime {
  hour: number;
  minute: number;
}

export const DEFAULT_CHANGE_TIME: ChangeTime = { hour: 6, minute: 0 };

/**
 * The Eastern day whose topic is current at `now`: today once today's change time has
 * passed, yesterday before it. Returns the day even when it is a Sunday (which has no topic).
 */
export function currentTopicDay(now: Date, change: ChangeTime): string {
  const today = easternDate(now);
  const todaysChange = easternInstant(today, change.hour, change.minute);
  return now.getTime() >= todaysChange.getTime() ? today : addEasternDays(today, -1);
}

export function isSunday(day: string): boolean {
  return easternWeekday(day) === 0;
}

/**
 * The days whose topics take quips at `now`, oldest first: yesterday's and today's topic days,
 * each open 48 hours from its activation. Sundays have no topic, so a Sunday has yesterday's
 * alone and a Monday today's alone.
 */
export function openTopicDays(now: Date, change: ChangeTime): string[] {
  const day = currentTopicDay(now, change);
  return [addEasternDays(day, -1), day].filter((d) => !isSunday(d));
}

/** The next moment the topic changes after `now` (Sundays included: the topic goes away). */
export function nextChangeAt(now: Date, change: ChangeTime): Date {
  const day = addEasternDays(currentTopicDay(now, change), 1);
  return easternInstant(day, change.hour, change.minute);
}

/**
 * The next moment a topic begins after `now`: the next change, unless that change starts a
 * Sunday, which has no topic; then Monday's. What "Next topic in" counts down to.
 */
export function nextTopicAt(now: Date, change: ChangeTime): Date {
  const day = addEasternDays(currentTopicDay(now, change), 1);
  const topicDay = isSunday(day) ? addEasternDays(day, 1) : day;
  return easternInstant(topicDay, change.hour, change.minute);
}
