-- Daily usage is keyed by who signed in, not by the user row: deleting the account (and making it
-- again the same day) gives no usage back, and what stays holds no personal data, only a hash of the
-- sign-in subject keyed with a random key kept here.
CREATE TABLE "usage_identity_key" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "usage_identity_key" ("id", "key") VALUES (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_usage_identity(subject text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(k.key || '|' || subject, 'UTF8')), 'hex') FROM usage_identity_key k WHERE k.id = 1
$$;--> statement-breakpoint
CREATE TABLE "daily_usage" (
	"identity_hash" text NOT NULL,
	"day" date NOT NULL,
	"validations" integer DEFAULT 0 NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_usage_identity_hash_day_pk" PRIMARY KEY("identity_hash","day")
);
--> statement-breakpoint
CREATE TABLE "token_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_hash" text NOT NULL,
	"day" date NOT NULL,
	"tokens" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "token_reservations_identity_idx" ON "token_reservations" USING btree ("identity_hash","day");--> statement-breakpoint
INSERT INTO "daily_usage" ("identity_hash", "day", "validations", "tokens")
  SELECT greenlight_usage_identity(users.subject), u.day, u.validations, u.tokens
  FROM user_daily_usage u JOIN users ON users.id = u.user_id;--> statement-breakpoint
DROP TABLE "user_daily_usage";--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_count_submitted_validation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_usage (identity_hash, day, validations)
    SELECT greenlight_usage_identity(users.subject), (now() AT TIME ZONE 'utc')::date, 1 FROM users WHERE users.id = NEW.user_id
    ON CONFLICT (identity_hash, day) DO UPDATE SET validations = daily_usage.validations + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Tokens are now counted as each model call settles its reservation (src/db/queries/daily-tokens.ts),
-- which also holds the budget while validations run; counting stage runs too would count them twice.
DROP TRIGGER stage_runs_count_tokens ON stage_runs;--> statement-breakpoint
DROP FUNCTION greenlight_count_stage_tokens();
