ALTER TABLE "ideas" ADD COLUMN "keywords" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Ideas profiled before this column existed take their keywords from their latest planning-profile checkpoint.
UPDATE "ideas" SET "keywords" = ARRAY(
  SELECT "keyword" FROM jsonb_array_elements_text("latest"."output"->'keywords') WITH ORDINALITY AS "k"("keyword", "position") ORDER BY "position"
)
FROM (
  SELECT DISTINCT ON ("idea_id") "idea_id", "output" FROM "stage_runs"
  WHERE "stage" = 'planning-profile' AND jsonb_typeof("output"->'keywords') = 'array'
  ORDER BY "idea_id", "attempt" DESC
) AS "latest"
WHERE "latest"."idea_id" = "ideas"."id";
