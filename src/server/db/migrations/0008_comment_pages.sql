-- A quip's comments are read a page at a time: its top-level comments newest first, and each
-- comment's replies oldest first, each page from where the last one ended. The replies index
-- also serves the cascade from a deleted comment, so it replaces the plain parent index.
CREATE INDEX "comments_top_level_idx" ON "comments" USING btree ("quip_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."parent_comment_id" is null;--> statement-breakpoint
CREATE INDEX "comments_replies_idx" ON "comments" USING btree ("parent_comment_id","created_at","id") WHERE "comments"."parent_comment_id" is not null;--> statement-breakpoint
DROP INDEX "comments_parent_idx";
