CREATE TABLE "held_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"quip_id" uuid,
	"parent_comment_id" uuid,
	"topic_text" text,
	"topic_identifier" text,
	"word" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "held_posts_kind_check" CHECK ("held_posts"."kind" in ('quip', 'comment')),
	CONSTRAINT "held_posts_status_check" CHECK ("held_posts"."status" in ('pending', 'declined')),
	CONSTRAINT "held_posts_comment_has_quip_check" CHECK (("held_posts"."kind" = 'comment') = ("held_posts"."quip_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "watched_words" (
	"word" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_words_action_check" CHECK ("watched_words"."action" in ('block', 'review', 'flag'))
);
--> statement-breakpoint
CREATE TABLE "word_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quip_id" uuid,
	"comment_id" uuid,
	"member_id" uuid,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_flags_one_target_check" CHECK (num_nonnulls("word_flags"."quip_id", "word_flags"."comment_id", "word_flags"."member_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "held_posts" ADD CONSTRAINT "held_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_posts" ADD CONSTRAINT "held_posts_quip_id_quips_id_fk" FOREIGN KEY ("quip_id") REFERENCES "public"."quips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_posts" ADD CONSTRAINT "held_posts_parent_comment_id_comments_id_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_flags" ADD CONSTRAINT "word_flags_quip_id_quips_id_fk" FOREIGN KEY ("quip_id") REFERENCES "public"."quips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_flags" ADD CONSTRAINT "word_flags_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_flags" ADD CONSTRAINT "word_flags_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_posts_author_idx" ON "held_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "held_posts_pending_idx" ON "held_posts" USING btree ("created_at") WHERE "held_posts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "word_flags_quip_idx" ON "word_flags" USING btree ("quip_id") WHERE "word_flags"."quip_id" is not null;--> statement-breakpoint
CREATE INDEX "word_flags_comment_idx" ON "word_flags" USING btree ("comment_id") WHERE "word_flags"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "word_flags_member_idx" ON "word_flags" USING btree ("member_id") WHERE "word_flags"."member_id" is not null;