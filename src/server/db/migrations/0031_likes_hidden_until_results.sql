-- Blind scoring lasts until the results are published (decision 0162): a closed competition's
-- entries keep their likes hidden, and their topic its shuffle, until the last entry is revealed
-- and the titles appear, so closing changes nothing anybody but an entrant reads.
CREATE OR REPLACE FUNCTION quips_hide_competing_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.likes_hidden := EXISTS (SELECT 1 FROM topic_competitions c
    WHERE c.topic_identifier = NEW.topic_identifier AND c.status IN ('active', 'closed'));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION topic_competitions_hide_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quips SET likes_hidden = (NEW.status IN ('active', 'closed'))
  WHERE topic_identifier = NEW.topic_identifier AND topic_of_the_day
    AND likes_hidden IS DISTINCT FROM (NEW.status IN ('active', 'closed'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE quips q SET likes_hidden = true
FROM topic_competitions c
WHERE c.status = 'closed' AND q.topic_identifier = c.topic_identifier AND q.topic_of_the_day
  AND NOT q.likes_hidden;
