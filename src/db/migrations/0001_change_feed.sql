-- The change feed: every change to an idea, a session or a user is announced on one channel, so
-- every process can drop what it cached and push live updates. pg_notify is transactional (sent
-- on commit, never for a rollback) and folds identical messages within one transaction.
CREATE OR REPLACE FUNCTION greenlight_notify_idea() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('greenlight_changes', json_build_object(
    'kind', 'idea',
    'userId', COALESCE(NEW.user_id, OLD.user_id),
    'ideaId', COALESCE(NEW.id, OLD.id)
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ideas_change_feed AFTER INSERT OR UPDATE OR DELETE ON ideas
  FOR EACH ROW EXECUTE FUNCTION greenlight_notify_idea();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_notify_stage_run() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('greenlight_changes', json_build_object(
    'kind', 'idea',
    'userId', (SELECT user_id FROM ideas WHERE id = NEW.idea_id),
    'ideaId', NEW.idea_id
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stage_runs_change_feed AFTER INSERT OR UPDATE ON stage_runs
  FOR EACH ROW EXECUTE FUNCTION greenlight_notify_stage_run();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('greenlight_changes', json_build_object('kind', 'session', 'idHash', OLD.id_hash)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_change_feed AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION greenlight_notify_session();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('greenlight_changes', json_build_object('kind', 'user', 'userId', COALESCE(NEW.id, OLD.id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_change_feed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION greenlight_notify_user();
