-- Null until a member closes the welcome tour. Everyone who signed up before it existed has
-- found their way already: they count as onboarded from the day they joined.
ALTER TABLE "users" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "onboarded_at" = "created_at";
