import { LIMITS } from "#shared/limits.ts";

/*
 * The 48-hour rule in TypeScript, for the server and the browser alike. The server's
 * services/anonymity.ts builds the SQL forms and the viewer rules on these, with the same
 * boundary: a quip exactly 48 hours old is revealed.
 */

/**
 * A quip is anonymous for 48 hours from creation. Readers decide by age, never by the
 * is_anonymous flag alone, so a late reveal job can never keep an author hidden, and an
 * early one can never expose them.
 */
export function isAnonymousAt(createdAt: Date, now: Date): boolean {
  return now.getTime() < revealTimeOf(createdAt).getTime();
}

/** When a quip created at `createdAt` shows its author to everyone. */
export function revealTimeOf(createdAt: Date): Date {
  return new Date(createdAt.getTime() + LIMITS.anonymityMs);
}

/** The instant at or before which quips are revealed: created at or before it ⇔ revealed. */
export function revealCutoff(now: Date): Date {
  return new Date(now.getTime() - LIMITS.anonymityMs);
}
