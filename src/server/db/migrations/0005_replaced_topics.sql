ALTER TABLE "topic_of_the_day" DROP CONSTRAINT "topic_of_the_day_date_unique";--> statement-breakpoint
ALTER TABLE "topic_of_the_day" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "topic_of_the_day_current_date_key" ON "topic_of_the_day" USING btree ("date") WHERE "topic_of_the_day"."replaced_at" is null;