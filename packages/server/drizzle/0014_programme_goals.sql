CREATE TABLE "programme_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"section" text NOT NULL,
	"year" text NOT NULL,
	"term" text NOT NULL,
	"category" text NOT NULL,
	"item_id" integer NOT NULL,
	"question" text NOT NULL,
	"target" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"met_section" text,
	"met_year" text,
	"met_term" text,
	"dropped_section" text,
	"dropped_year" text,
	"dropped_term" text,
	"drop_reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programme_goals" ADD CONSTRAINT "programme_goals_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_goals_student_idx" ON "programme_goals" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_goals_open_item_key" ON "programme_goals" USING btree ("student_id","item_id") WHERE "programme_goals"."status" = 'open';