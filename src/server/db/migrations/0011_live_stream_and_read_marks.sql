-- The live stream and unread notifications (decisions 0100 and 0101). Each batch of live
-- changes takes its id from one sequence shared by every server process. A member's read mark
-- is the newest notification they have read, as its (created_at, id); null, none is read.
CREATE SEQUENCE "public"."live_event_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_read_id" uuid;--> statement-breakpoint
-- Members who had an account before unread notifications existed have seen their list as it
-- stood: everything up to now counts as read, so nobody starts with a badge of old news.
UPDATE "users" SET "notifications_read_at" = now(), "notifications_read_id" = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
