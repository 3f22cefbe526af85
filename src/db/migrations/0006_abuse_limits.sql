CREATE TABLE "user_daily_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"validations" integer DEFAULT 0 NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_daily_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "user_daily_usage" ADD CONSTRAINT "user_daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reports written before this migration analysed the idea's text as it is now (edits were not kept apart).
UPDATE "reports" SET "title" = "ideas"."title", "description" = "ideas"."description" FROM "ideas" WHERE "ideas"."id" = "reports"."idea_id";--> statement-breakpoint
-- Per-user daily usage is counted by the database itself, so every writer is covered and deleting
-- ideas (which takes their stage runs with them) gives no usage back. Days are UTC days.
CREATE OR REPLACE FUNCTION greenlight_count_submitted_validation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_daily_usage (user_id, day, validations)
    VALUES (NEW.user_id, (now() AT TIME ZONE 'utc')::date, 1)
    ON CONFLICT (user_id, day) DO UPDATE SET validations = user_daily_usage.validations + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ideas_count_submitted_validation AFTER INSERT ON ideas
  FOR EACH ROW EXECUTE FUNCTION greenlight_count_submitted_validation();--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_count_stage_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added bigint;
BEGIN
  added := NEW.input_tokens + NEW.output_tokens;
  IF TG_OP = 'UPDATE' THEN
    added := added - OLD.input_tokens - OLD.output_tokens;
  END IF;
  IF added <> 0 THEN
    INSERT INTO user_daily_usage (user_id, day, tokens)
      SELECT ideas.user_id, (now() AT TIME ZONE 'utc')::date, added FROM ideas WHERE ideas.id = NEW.idea_id
      ON CONFLICT (user_id, day) DO UPDATE SET tokens = user_daily_usage.tokens + EXCLUDED.tokens;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stage_runs_count_tokens AFTER INSERT OR UPDATE OF input_tokens, output_tokens ON stage_runs
  FOR EACH ROW EXECUTE FUNCTION greenlight_count_stage_tokens();
