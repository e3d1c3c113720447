-- A member's export of their data and the usernames of deleted accounts held back for 30 days
-- (decisions 0115 and 0116).
CREATE TABLE "data_exports" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"token_hash" text,
	"storage_key" text,
	"byte_size" integer,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "held_usernames" (
	"username_key" text PRIMARY KEY NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_preparing_idx" ON "data_exports" USING btree ("requested_at") WHERE "data_exports"."status" = 'preparing';--> statement-breakpoint
CREATE INDEX "data_exports_ready_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "held_usernames_until_idx" ON "held_usernames" USING btree ("held_until");