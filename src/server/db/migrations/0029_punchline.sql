-- A quip's punchline (decision 0163), kept with drafts and held quips too. The search vector
-- takes the punchline's words as well: PostgreSQL 15 cannot change a generated column's
-- expression, so the column is added again (rewriting quips once, as 0010 did) and its index,
-- dropped with it, is made again. The punchline comes first, as the new expression reads it.
ALTER TABLE "quips" ADD COLUMN "punchline" text;--> statement-breakpoint
ALTER TABLE "vault_quips" ADD COLUMN "punchline" text;--> statement-breakpoint
ALTER TABLE "held_posts" ADD COLUMN "punchline" text;--> statement-breakpoint
ALTER TABLE "quips" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "quips" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', content || ' ' || coalesce(punchline, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "quips_search_vector_idx" ON "quips" USING gin ("search_vector");
