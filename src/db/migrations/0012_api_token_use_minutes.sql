ALTER TABLE "api_token_uses" ADD COLUMN "minute" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_token_uses" ADD COLUMN "request_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "api_token_uses" SET "minute" = date_trunc('minute', "occurred_at");--> statement-breakpoint
-- Rows recorded one per request before this migration become one row per token, request and minute:
-- the oldest row of each group keeps the group's count and last time, the others go.
WITH "groups" AS (
	SELECT "id", "token_id", "method", "route", "status_code", "minute",
		first_value("id") OVER "same" AS "keeper",
		count(*) OVER "whole" AS "total",
		max("occurred_at") OVER "whole" AS "last"
	FROM "api_token_uses"
	WINDOW "same" AS (PARTITION BY "token_id", "method", "route", "status_code", "minute" ORDER BY "occurred_at", "id"),
		"whole" AS (PARTITION BY "token_id", "method", "route", "status_code", "minute")
), "kept" AS (
	UPDATE "api_token_uses" SET "request_count" = "groups"."total", "occurred_at" = "groups"."last"
	FROM "groups" WHERE "api_token_uses"."id" = "groups"."id" AND "groups"."id" = "groups"."keeper"
)
DELETE FROM "api_token_uses" USING "groups" WHERE "api_token_uses"."id" = "groups"."id" AND "groups"."id" <> "groups"."keeper";--> statement-breakpoint
ALTER TABLE "api_token_uses" ALTER COLUMN "minute" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "api_token_uses_minute_idx" ON "api_token_uses" USING btree ("token_id","method","route","status_code","minute");--> statement-breakpoint
CREATE INDEX "api_token_uses_minute_purge_idx" ON "api_token_uses" USING btree ("minute");
