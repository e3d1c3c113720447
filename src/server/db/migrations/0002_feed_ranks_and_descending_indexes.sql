-- Descending indexes are rebuilt as DESC NULLS FIRST, PostgreSQL's order for ORDER BY … DESC:
-- with NULLS LAST the planner could not read them in order and sorted whole tables instead.
CREATE TABLE "feed_ranks" (
	"quip_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"age_window" smallint DEFAULT 0 NOT NULL,
	"hot_score" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "activities_user_created_idx";--> statement-breakpoint
DROP INDEX "bookmarks_user_created_idx";--> statement-breakpoint
DROP INDEX "flags_status_created_idx";--> statement-breakpoint
DROP INDEX "likes_user_created_idx";--> statement-breakpoint
DROP INDEX "quips_created_at_idx";--> statement-breakpoint
DROP INDEX "quips_likes_idx";--> statement-breakpoint
DROP INDEX "quips_author_created_idx";--> statement-breakpoint
DROP INDEX "quips_author_likes_idx";--> statement-breakpoint
DROP INDEX "quips_topic_likes_idx";--> statement-breakpoint
DROP INDEX "vault_quips_user_created_idx";--> statement-breakpoint
DROP INDEX "topic_of_the_day_slug_idx";--> statement-breakpoint
DROP INDEX "topic_of_the_day_scheduled_idx";--> statement-breakpoint
ALTER TABLE "feed_ranks" ADD CONSTRAINT "feed_ranks_quip_id_quips_id_fk" FOREIGN KEY ("quip_id") REFERENCES "public"."quips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_ranks_window_likes_idx" ON "feed_ranks" USING btree ("age_window","likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"quip_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feed_ranks_hot_idx" ON "feed_ranks" USING btree ("hot_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"quip_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quips_anonymous_created_idx" ON "quips" USING btree ("created_at") WHERE "quips"."is_anonymous";--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "activities" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookmarks_user_created_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "flags_status_created_idx" ON "flags" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "likes_user_created_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quips_created_at_idx" ON "quips" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quips_likes_idx" ON "quips" USING btree ("likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quips_author_created_idx" ON "quips" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quips_author_likes_idx" ON "quips" USING btree ("author_id","likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quips_topic_likes_idx" ON "quips" USING btree ("topic_identifier","likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vault_quips_user_created_idx" ON "vault_quips" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "topic_of_the_day_slug_idx" ON "topic_of_the_day" USING btree ("slug","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "topic_of_the_day_scheduled_idx" ON "topic_of_the_day" USING btree ("scheduled_for" DESC NULLS FIRST);