-- The topic of the day's push (decision 0161): the outbox holds either an Activity notice or
-- a topic, never both; a fan-out row a day records how far its chunked enqueue has gone.
CREATE TABLE "topic_push_fanouts" (
	"day" date PRIMARY KEY NOT NULL,
	"topic_id" uuid NOT NULL,
	"subscribed_by" timestamp with time zone NOT NULL,
	"after_subscription_id" uuid,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "push_outbox" ALTER COLUMN "activity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "topic_id" uuid;--> statement-breakpoint
ALTER TABLE "topic_push_fanouts" ADD CONSTRAINT "topic_push_fanouts_topic_id_topic_of_the_day_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topic_of_the_day"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_topic_id_topic_of_the_day_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topic_of_the_day"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_topic_key" UNIQUE("subscription_id","topic_id");--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_one_notice" CHECK (num_nonnulls("push_outbox"."activity_id", "push_outbox"."topic_id") = 1);