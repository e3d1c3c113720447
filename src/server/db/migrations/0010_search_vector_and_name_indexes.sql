-- Quip search tests rows against a stored vector instead of splitting their text again, and
-- member search reads names from one index per step (prefix, contained, resembling). Adding
-- the column rewrites quips once: about 20-45 s at a million quips, the table locked meanwhile.
DROP INDEX "quips_content_fts_idx";--> statement-breakpoint
ALTER TABLE "quips" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', content)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "quips_search_vector_idx" ON "quips" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_username_contains_idx" ON "users" USING gin ("username" gin_trgm_ops);