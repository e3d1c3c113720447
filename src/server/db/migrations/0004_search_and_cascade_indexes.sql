DROP INDEX "users_username_trgm_idx";--> statement-breakpoint
CREATE INDEX "activities_quip_idx" ON "activities" USING btree ("quip_id") WHERE "activities"."quip_id" is not null;--> statement-breakpoint
CREATE INDEX "activities_comment_idx" ON "activities" USING btree ("comment_id") WHERE "activities"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "activities_actor_idx" ON "activities" USING btree ("actor_id") WHERE "activities"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "flags_reporter_idx" ON "flags" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "flags_linked_quip_idx" ON "flags" USING btree ("linked_quip_id") WHERE "flags"."linked_quip_id" is not null;--> statement-breakpoint
CREATE INDEX "quips_topic_id_idx" ON "quips" USING btree ("topic_id") WHERE "quips"."topic_id" is not null;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gist (lower("username") gist_trgm_ops);