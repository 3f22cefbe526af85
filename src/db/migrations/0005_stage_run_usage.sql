ALTER TABLE "stage_runs" ADD COLUMN "input_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stage_runs" ADD COLUMN "output_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stage_runs" ADD COLUMN "estimated_cost_usd" real;--> statement-breakpoint
ALTER TABLE "stage_runs" ADD COLUMN "models" text;