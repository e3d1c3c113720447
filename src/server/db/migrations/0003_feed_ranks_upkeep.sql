-- The hot formula in one place, for the trigger and the rank-feeds job:
-- likes / (age in hours + 2)^1.8.
CREATE FUNCTION quip_hot_score(likes integer, created_at timestamptz, at timestamptz)
RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN likes <= 0 THEN 0::double precision
    ELSE likes / power(greatest(extract(epoch FROM (at - created_at)) / 3600, 0) + 2, 1.8) END
$$;
--> statement-breakpoint
-- Every writer of quips (posting, QuipBot, seeds, fixes by hand) keeps feed_ranks in step
-- in its own transaction, so a like moves a quip in the feeds at once.
CREATE FUNCTION quips_keep_feed_ranks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO feed_ranks (quip_id, created_at, likes_count, hot_score)
    VALUES (NEW.id, NEW.created_at, NEW.likes_count,
            quip_hot_score(NEW.likes_count, NEW.created_at, now()));
  ELSE
    UPDATE feed_ranks
    SET created_at = NEW.created_at,
        likes_count = NEW.likes_count,
        hot_score = quip_hot_score(NEW.likes_count, NEW.created_at, now())
    WHERE quip_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quips_feed_ranks_insert AFTER INSERT ON quips
FOR EACH ROW EXECUTE FUNCTION quips_keep_feed_ranks();
--> statement-breakpoint
CREATE TRIGGER quips_feed_ranks_update AFTER UPDATE OF likes_count, created_at ON quips
FOR EACH ROW WHEN (OLD.likes_count IS DISTINCT FROM NEW.likes_count
                   OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION quips_keep_feed_ranks();
--> statement-breakpoint
INSERT INTO feed_ranks (quip_id, created_at, likes_count, age_window, hot_score)
SELECT id, created_at, likes_count,
       CASE WHEN created_at >= now() - interval '48 hours' THEN 0
            WHEN created_at >= now() - interval '96 hours' THEN 1 ELSE 2 END,
       quip_hot_score(likes_count, created_at, now())
FROM quips
WHERE created_at >= now() - interval '7 days';
