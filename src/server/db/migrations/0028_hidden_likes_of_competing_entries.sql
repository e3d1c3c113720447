-- Blind scoring (decision 0162): while a topic's competition is active its entries carry no
-- like count, and every list ordered by likes ranks them by ranked_likes, 0 while hidden.
DROP INDEX "quips_likes_idx";--> statement-breakpoint
DROP INDEX "quips_author_likes_idx";--> statement-breakpoint
DROP INDEX "quips_topic_likes_idx";--> statement-breakpoint
ALTER TABLE "quips" ADD COLUMN "likes_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quips" ADD COLUMN "ranked_likes" integer GENERATED ALWAYS AS (case when likes_hidden then 0 else likes_count end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "quips_likes_idx" ON "quips" USING btree ("ranked_likes" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"author_id");--> statement-breakpoint
CREATE INDEX "quips_author_likes_idx" ON "quips" USING btree ("author_id","ranked_likes" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quips_topic_likes_idx" ON "quips" USING btree ("topic_identifier","ranked_likes" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"author_id");--> statement-breakpoint
-- feed_ranks ranks by what readers may see: its likes_count is the quip's ranked_likes, and
-- the hot score is reckoned from it, so neither Top 48 Hours nor Hot moves with a hidden count.
CREATE OR REPLACE FUNCTION quips_keep_feed_ranks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO feed_ranks (quip_id, author_id, created_at, likes_count, hot_score)
    VALUES (NEW.id, NEW.author_id, NEW.created_at, NEW.ranked_likes,
            quip_hot_score(NEW.ranked_likes, NEW.created_at, now()));
  ELSE
    UPDATE feed_ranks
    SET created_at = NEW.created_at,
        likes_count = NEW.ranked_likes,
        hot_score = quip_hot_score(NEW.ranked_likes, NEW.created_at, now())
    WHERE quip_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER quips_feed_ranks_update ON quips;
--> statement-breakpoint
CREATE TRIGGER quips_feed_ranks_update AFTER UPDATE OF likes_count, likes_hidden, created_at ON quips
FOR EACH ROW WHEN (OLD.ranked_likes IS DISTINCT FROM NEW.ranked_likes
                   OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION quips_keep_feed_ranks();
--> statement-breakpoint
-- Every writer of quips (posting, a held quip approved, QuipBot, seeds) hides an entry's likes
-- as it is posted when its topic's competition is active.
CREATE FUNCTION quips_hide_competing_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.likes_hidden := EXISTS (SELECT 1 FROM topic_competitions c
    WHERE c.topic_identifier = NEW.topic_identifier AND c.status = 'active');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quips_hide_competing_likes BEFORE INSERT ON quips
FOR EACH ROW WHEN (NEW.topic_of_the_day) EXECUTE FUNCTION quips_hide_competing_likes();
--> statement-breakpoint
-- A competition opened over entries already posted hides theirs; the transaction that closes
-- it shows them all at once, with its results.
CREATE FUNCTION topic_competitions_hide_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quips SET likes_hidden = (NEW.status = 'active')
  WHERE topic_identifier = NEW.topic_identifier AND topic_of_the_day
    AND likes_hidden IS DISTINCT FROM (NEW.status = 'active');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER topic_competitions_opened AFTER INSERT ON topic_competitions
FOR EACH ROW WHEN (NEW.status = 'active') EXECUTE FUNCTION topic_competitions_hide_likes();
--> statement-breakpoint
CREATE TRIGGER topic_competitions_moved AFTER UPDATE OF status ON topic_competitions
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION topic_competitions_hide_likes();
--> statement-breakpoint
UPDATE quips q SET likes_hidden = true
FROM topic_competitions c
WHERE c.status = 'active' AND q.topic_identifier = c.topic_identifier AND q.topic_of_the_day;
