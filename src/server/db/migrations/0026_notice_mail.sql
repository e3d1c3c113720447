CREATE TABLE "mail_list_marks" (
	"user_id" uuid NOT NULL,
	"list" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"through_at" timestamp with time zone,
	"through_id" uuid,
	CONSTRAINT "mail_list_marks_pkey" PRIMARY KEY("user_id","list")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "mail_list_marks" ADD CONSTRAINT "mail_list_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at");