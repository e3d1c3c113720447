CREATE TABLE "ended_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ended_sessions_expire_idx" ON "ended_sessions" USING btree ("expire");