-- Mute, block, "hide this quip and its author" and muted words (decisions 0106 and 0107).
-- The feeds' indexes end with the author, so a page skips a member's muted authors from the
-- index alone; feed_ranks keeps a copy of each quip's author for the same reason.
CREATE TABLE "blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "muted_words" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mutes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"muter_id" uuid NOT NULL,
	"muted_id" uuid NOT NULL,
	"quip_id" uuid,
	"quip_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "feed_ranks_window_likes_idx";--> statement-breakpoint
DROP INDEX "feed_ranks_hot_idx";--> statement-breakpoint
DROP INDEX "quips_created_at_idx";--> statement-breakpoint
DROP INDEX "quips_likes_idx";--> statement-breakpoint
DROP INDEX "quips_topic_likes_idx";--> statement-breakpoint
ALTER TABLE "feed_ranks" ADD COLUMN "author_id" uuid;--> statement-breakpoint
UPDATE "feed_ranks" SET "author_id" = "quips"."author_id" FROM "quips" WHERE "quips"."id" = "feed_ranks"."quip_id";--> statement-breakpoint
ALTER TABLE "feed_ranks" ALTER COLUMN "author_id" SET NOT NULL;--> statement-breakpoint
-- As in 0003, with the author copied on insert (a quip's author never changes).
CREATE OR REPLACE FUNCTION quips_keep_feed_ranks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO feed_ranks (quip_id, author_id, created_at, likes_count, hot_score)
    VALUES (NEW.id, NEW.author_id, NEW.created_at, NEW.likes_count,
            quip_hot_score(NEW.likes_count, NEW.created_at, now()));
  ELSE
    UPDATE feed_ranks
    SET created_at = NEW.created_at,
        likes_count = NEW.likes_count,
        hot_score = quip_hot_score(NEW.likes_count, NEW.created_at, now())
    WHERE quip_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muted_words" ADD CONSTRAINT "muted_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_muter_id_users_id_fk" FOREIGN KEY ("muter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_muted_id_users_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_quip_id_quips_id_fk" FOREIGN KEY ("quip_id") REFERENCES "public"."quips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_blocker_blocked_key" ON "blocks" USING btree ("blocker_id","blocked_id");--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mutes_by_name_key" ON "mutes" USING btree ("muter_id","muted_id") WHERE "mutes"."quip_created_at" is null;--> statement-breakpoint
CREATE INDEX "mutes_by_reveal_idx" ON "mutes" USING btree ("muter_id","quip_created_at","muted_id") WHERE "mutes"."quip_created_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mutes_hidden_quip_key" ON "mutes" USING btree ("muter_id","quip_id") WHERE "mutes"."quip_id" is not null;--> statement-breakpoint
CREATE INDEX "mutes_muted_idx" ON "mutes" USING btree ("muted_id");--> statement-breakpoint
CREATE INDEX "mutes_quip_idx" ON "mutes" USING btree ("quip_id") WHERE "mutes"."quip_id" is not null;--> statement-breakpoint
CREATE INDEX "feed_ranks_window_likes_idx" ON "feed_ranks" USING btree ("age_window","likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"quip_id" DESC NULLS FIRST,"author_id");--> statement-breakpoint
CREATE INDEX "feed_ranks_hot_idx" ON "feed_ranks" USING btree ("hot_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"quip_id" DESC NULLS FIRST,"author_id");--> statement-breakpoint
CREATE INDEX "quips_created_at_idx" ON "quips" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"author_id");--> statement-breakpoint
CREATE INDEX "quips_likes_idx" ON "quips" USING btree ("likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"author_id");--> statement-breakpoint
CREATE INDEX "quips_topic_likes_idx" ON "quips" USING btree ("topic_identifier","likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"author_id");