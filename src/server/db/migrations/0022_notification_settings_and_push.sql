-- Notification settings, browsers' push subscriptions, and the pushes waiting to leave.
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kinds" jsonb NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"time_zone" text,
	"digest" text DEFAULT 'never' NOT NULL,
	"activity_hidden_types" text[] DEFAULT '{}' NOT NULL,
	"push_types" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_outbox_subscription_activity_key" UNIQUE("subscription_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("next_attempt_at") WHERE "push_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "push_outbox_activity_idx" ON "push_outbox" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Every writer of notices (a like's single statement, a comment, a job's reveal notices)
-- queues its pushes in its own transaction: one row per subscription of the recipient, when
-- the recipient pushes that type. A job writes its notices dated to the minute of its run
-- (decision 0130); their pushes leave at a drawn instant of the minute after, so their arrival
-- tells no more of the run's instant than the notice's own time does (decision 0156).
CREATE FUNCTION activities_queue_pushes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO push_outbox (subscription_id, activity_id, next_attempt_at, created_at)
  SELECT s.id, NEW.id,
    CASE WHEN NEW.type IN ('quip_48_hours', 'liked_quip_48_hours', 'quipbot_like', 'competition_result')
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
--> statement-breakpoint
CREATE TRIGGER activities_queue_pushes AFTER INSERT ON activities
FOR EACH ROW EXECUTE FUNCTION activities_queue_pushes();
