CREATE TABLE "founder_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idea_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"assumption_id" text,
	"interviews_held" integer,
	"pain_confirmed" integer,
	"pain_denied" integer,
	"would_pay" integer,
	"visitors" integer,
	"signups" integer,
	"presales" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "stage_runs_attempt_idx";--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Reports existing before versions are each their idea's version 1.
ALTER TABLE "reports" DROP CONSTRAINT "reports_pkey";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_idea_id_version_pk" PRIMARY KEY("idea_id","version");--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stage_runs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "founder_evidence" ADD CONSTRAINT "founder_evidence_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "founder_evidence_idea_idx" ON "founder_evidence" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_runs_attempt_idx" ON "stage_runs" USING btree ("idea_id","version","stage","attempt");
