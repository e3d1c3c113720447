-- Count changes waiting for their row: see src/server/services/counts. A like, comment or
-- follow never waits for the lock of a popular quip or member; when the row is busy, its
-- change is written here and added to the row shortly after.
CREATE TABLE "quip_count_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quip_count_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quip_id" uuid NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_count_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_count_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"following_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quip_count_deltas_quip_idx" ON "quip_count_deltas" USING btree ("quip_id");--> statement-breakpoint
CREATE INDEX "user_count_deltas_user_idx" ON "user_count_deltas" USING btree ("user_id");