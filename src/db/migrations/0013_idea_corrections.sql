CREATE TABLE "idea_corrections" (
	"idea_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"corrections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_corrections_idea_id_version_pk" PRIMARY KEY("idea_id","version")
);
--> statement-breakpoint
ALTER TABLE "idea_corrections" ADD CONSTRAINT "idea_corrections_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;