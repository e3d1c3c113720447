CREATE TABLE "quip_guesses" (
	"quip_id" uuid NOT NULL,
	"guesser_id" uuid NOT NULL,
	"guessed_id" uuid NOT NULL,
	"correct" boolean,
	"scored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quip_guesses_pkey" PRIMARY KEY("quip_id","guesser_id")
);
--> statement-breakpoint
CREATE TABLE "sleuth_weeks" (
	"week_start" date PRIMARY KEY NOT NULL,
	"awarded" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quips" ADD COLUMN "guess_total" integer;--> statement-breakpoint
ALTER TABLE "quips" ADD COLUMN "guess_correct" integer;--> statement-breakpoint
ALTER TABLE "quip_guesses" ADD CONSTRAINT "quip_guesses_quip_id_quips_id_fk" FOREIGN KEY ("quip_id") REFERENCES "public"."quips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quip_guesses" ADD CONSTRAINT "quip_guesses_guesser_id_users_id_fk" FOREIGN KEY ("guesser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quip_guesses" ADD CONSTRAINT "quip_guesses_guessed_id_users_id_fk" FOREIGN KEY ("guessed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quip_guesses_guesser_scored_idx" ON "quip_guesses" USING btree ("guesser_id","scored_at","quip_id");--> statement-breakpoint
CREATE INDEX "quip_guesses_scored_idx" ON "quip_guesses" USING btree ("scored_at") WHERE "quip_guesses"."scored_at" is not null;--> statement-breakpoint
CREATE INDEX "quip_guesses_guessed_idx" ON "quip_guesses" USING btree ("guessed_id");--> statement-breakpoint
CREATE INDEX "quips_ghost_revealed_idx" ON "quips" USING btree ("revealed_at") WHERE "quips"."guess_total" >= 10 and "quips"."guess_correct" = 0;--> statement-breakpoint
-- A right guess is heard at the reveal (decision 0164), a kind of notice of its own that pushes
-- by default: members whose settings push it (never saved, so at its default) push its type.
UPDATE "notification_preferences"
SET "push_types" = "push_types" || ARRAY['guess_right']
WHERE coalesce(("kinds"->'guesses'->>'push')::boolean, true)
  AND NOT ('guess_right' = ANY ("push_types"));
--> statement-breakpoint
-- The reveal job writes it, dated to the minute of its run like the other reveal notices: its
-- push leaves at a drawn instant of the minute after (decisions 0130, 0156).
CREATE OR REPLACE FUNCTION activities_queue_pushes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO push_outbox (subscription_id, activity_id, next_attempt_at, created_at)
  SELECT s.id, NEW.id,
    CASE WHEN NEW.type IN ('quip_48_hours', 'liked_quip_48_hours', 'quipbot_like', 'competition_result', 'report_reviewed', 'guess_right')
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
