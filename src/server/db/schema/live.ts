import { pgSequence } from "drizzle-orm/pg-core";

/**
 * The ids of the live stream's batches (the SSE `id:`), one sequence for every server process,
 * taken in the statement that publishes the batch (services/live).
 */
export const liveEventIds = pgSequence("live_event_ids");
