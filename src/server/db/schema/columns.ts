import { sql } from "drizzle-orm";
import { customType, timestamp, uuid } from "drizzle-orm/pg-core";
import { isObjectPath } from "#server/storage/object-storage.ts";

export const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A picture every viewer's browser loads. Whatever the row holds, it reads back as one of our
 * stored objects or as no picture, so no answer can point those browsers at another address
 * (an action of ours, someone else's server), even a value stored before photos were checked.
 */
export const objectPathText = customType<{ data: string | null; driverData: string }>({
  dataType: () => "text",
  fromDriver: (value) => (isObjectPath(value) ? value : null),
});

/** A text's words as Postgres full-text search reads them; only SQL ever looks inside. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
