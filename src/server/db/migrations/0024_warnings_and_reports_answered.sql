CREATE TABLE "warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"moderator_id" uuid,
	"moderator_username" text NOT NULL,
	"reason" text NOT NULL,
	"cited_kind" text,
	"quip_id" uuid,
	"comment_id" uuid,
	"cited_excerpt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"outcome" text,
	"decided_by" uuid,
	"decided_by_username" text,
	"decided_at" timestamp with time zone,
	"outcome_note" text
);
--> statement-breakpoint
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_quip_id_quips_id_fk" FOREIGN KEY ("quip_id") REFERENCES "public"."quips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warnings_member_created_idx" ON "warnings" USING btree ("member_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "warnings_pending_appeal_idx" ON "warnings" USING btree ("appealed_at") WHERE "warnings"."appealed_at" is not null and "warnings"."outcome" is null;--> statement-breakpoint
CREATE INDEX "warnings_moderator_idx" ON "warnings" USING btree ("moderator_id");--> statement-breakpoint
CREATE INDEX "warnings_decided_by_idx" ON "warnings" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "warnings_quip_idx" ON "warnings" USING btree ("quip_id") WHERE "warnings"."quip_id" is not null;--> statement-breakpoint
CREATE INDEX "warnings_comment_idx" ON "warnings" USING btree ("comment_id") WHERE "warnings"."comment_id" is not null;--> statement-breakpoint
-- Moderation notices now have producers (decision 0158): members whose settings push that kind
-- (saved on, or never saved, so at its default) push its new types too.
UPDATE "notification_preferences"
SET "push_types" = "push_types" || ARRAY['warning', 'warning_decided', 'report_reviewed']
WHERE coalesce(("kinds"->'moderation'->>'push')::boolean, true)
  AND NOT ('warning' = ANY ("push_types"));
--> statement-breakpoint
-- A reporter's "your report was reviewed" is dated to the minute of the moderator's action, as a
-- job's notices are (decision 0158): its push leaves at a drawn instant of the minute after.
CREATE OR REPLACE FUNCTION activities_queue_pushes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO push_outbox (subscription_id, activity_id, next_attempt_at, created_at)
  SELECT s.id, NEW.id,
    CASE WHEN NEW.type IN ('quip_48_hours', 'liked_quip_48_hours', 'quipbot_like', 'competition_result', 'report_reviewed')
      THEN date_trunc('minute', NEW.created_at) + interval '60 seconds' + random() * interval '60 seconds'
      ELSE NEW.created_at END,
    NEW.created_at
  FROM notification_preferences p
  JOIN push_subscriptions s ON s.user_id = p.user_id
  WHERE p.user_id = NEW.user_id AND NEW.type = ANY (p.push_types)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
