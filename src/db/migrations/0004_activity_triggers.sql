-- Recent activity is recorded by the database itself: every writer of ideas (the API, workers, the
-- dead-letter handler, manual SQL) produces the same events, and they are written in the same
-- transaction as the change they describe. Events copy the idea's title so they outlive the idea.
CREATE OR REPLACE FUNCTION greenlight_record_idea_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  finished_at timestamptz;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Deleting a user cascades to their ideas; their events are deleted too, so none is written.
    IF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
      INSERT INTO activity_events (user_id, idea_id, kind, idea_title, recommendation, overall_score)
        VALUES (OLD.user_id, OLD.id, 'deleted', OLD.title, OLD.recommendation, OLD.overall_score);
    END IF;
    RETURN NULL;
  END IF;

  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_events (user_id, idea_id, kind, idea_title, occurred_at)
      VALUES (NEW.user_id, NEW.id, 'created', NEW.title, NEW.created_at);
  END IF;

  IF NEW.status = 'completed' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'completed') THEN
    finished_at := COALESCE(NEW.completed_at, now());
    INSERT INTO activity_events (user_id, idea_id, kind, idea_title, recommendation, overall_score, duration_ms, occurred_at)
      VALUES (NEW.user_id, NEW.id, 'validated', NEW.title, NEW.recommendation, NEW.overall_score,
        GREATEST(0, floor(extract(epoch FROM finished_at - NEW.created_at) * 1000))::integer, finished_at);
  END IF;

  IF NEW.status = 'failed' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'failed') THEN
    finished_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.updated_at ELSE now() END;
    INSERT INTO activity_events (user_id, idea_id, kind, idea_title, detail, duration_ms, occurred_at)
      VALUES (NEW.user_id, NEW.id, 'failed', NEW.title, NEW.error,
        GREATEST(0, floor(extract(epoch FROM finished_at - NEW.created_at) * 1000))::integer, finished_at);
  END IF;

  IF NEW.reviewed_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.reviewed_at IS NULL) THEN
    INSERT INTO activity_events (user_id, idea_id, kind, idea_title, recommendation, overall_score, occurred_at)
      VALUES (NEW.user_id, NEW.id, 'reviewed', NEW.title, NEW.recommendation, NEW.overall_score, NEW.reviewed_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ideas_activity_insert AFTER INSERT ON ideas
  FOR EACH ROW EXECUTE FUNCTION greenlight_record_idea_activity();
--> statement-breakpoint
-- Only the columns that make an event: stage progress updates ideas often and must stay cheap.
CREATE TRIGGER ideas_activity_update AFTER UPDATE OF status, reviewed_at ON ideas
  FOR EACH ROW EXECUTE FUNCTION greenlight_record_idea_activity();
--> statement-breakpoint
CREATE TRIGGER ideas_activity_delete AFTER DELETE ON ideas
  FOR EACH ROW EXECUTE FUNCTION greenlight_record_idea_activity();
--> statement-breakpoint
-- Ideas that exist before this migration get the events their rows can still tell.
INSERT INTO activity_events (user_id, idea_id, kind, idea_title, occurred_at)
  SELECT user_id, id, 'created', title, created_at FROM ideas;
--> statement-breakpoint
INSERT INTO activity_events (user_id, idea_id, kind, idea_title, recommendation, overall_score, duration_ms, occurred_at)
  SELECT user_id, id, 'validated', title, recommendation, overall_score,
    GREATEST(0, floor(extract(epoch FROM COALESCE(completed_at, updated_at) - created_at) * 1000))::integer,
    COALESCE(completed_at, updated_at)
  FROM ideas WHERE status = 'completed';
--> statement-breakpoint
INSERT INTO activity_events (user_id, idea_id, kind, idea_title, detail, occurred_at)
  SELECT user_id, id, 'failed', title, error, updated_at FROM ideas WHERE status = 'failed';
--> statement-breakpoint
INSERT INTO activity_events (user_id, idea_id, kind, idea_title, recommendation, overall_score, occurred_at)
  SELECT user_id, id, 'reviewed', title, recommendation, overall_score, reviewed_at FROM ideas WHERE reviewed_at IS NOT NULL;
