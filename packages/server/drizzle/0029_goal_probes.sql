CREATE TABLE "goal_probes" (
	"id" serial PRIMARY KEY NOT NULL,
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"goal_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"date" date NOT NULL,
	"level" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goal_probes" ADD CONSTRAINT "goal_probes_goal_id_programme_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."programme_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_probes" ADD CONSTRAINT "goal_probes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_probes_goal_date_idx" ON "goal_probes" USING btree ("goal_id","date","institute_id");--> statement-breakpoint
CREATE INDEX "goal_probes_student_idx" ON "goal_probes" USING btree ("student_id","institute_id");--> statement-breakpoint
-- Issue 28: an institute's probes, behind the same forced row-level policy as every institute table.
ALTER TABLE "goal_probes" ADD CONSTRAINT "goal_probes_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "goal_probes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "goal_probes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "goal_probes"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);
