CREATE TABLE "caseload_classes" (
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"specialist_account_id" integer NOT NULL,
	"class_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caseload_students" (
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"specialist_account_id" integer NOT NULL,
	"student_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planned_sessions" (
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"per_week" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_session_goals" (
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"session_id" integer NOT NULL,
	"goal_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_session_students" (
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"date" date NOT NULL,
	"how" text
);
--> statement-breakpoint
CREATE TABLE "service_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"recorder_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialist_kinds" (
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "specialist_kinds_pkey" PRIMARY KEY("institute_id","code")
);
--> statement-breakpoint
CREATE TABLE "specialists" (
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"user_account_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"clinical_access" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caseload_classes" ADD CONSTRAINT "caseload_classes_specialist_account_id_users_id_fk" FOREIGN KEY ("specialist_account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caseload_students" ADD CONSTRAINT "caseload_students_specialist_account_id_users_id_fk" FOREIGN KEY ("specialist_account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caseload_students" ADD CONSTRAINT "caseload_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_sessions" ADD CONSTRAINT "planned_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_session_goals" ADD CONSTRAINT "service_session_goals_session_id_service_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."service_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_session_goals" ADD CONSTRAINT "service_session_goals_goal_id_programme_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."programme_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_session_students" ADD CONSTRAINT "service_session_students_session_id_service_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."service_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_session_students" ADD CONSTRAINT "service_session_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialists" ADD CONSTRAINT "specialists_user_account_id_users_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialists" ADD CONSTRAINT "specialists_kind_fk" FOREIGN KEY ("institute_id","kind") REFERENCES "public"."specialist_kinds"("institute_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caseload_classes_key" ON "caseload_classes" USING btree ("specialist_account_id","class_id","institute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "caseload_students_key" ON "caseload_students" USING btree ("specialist_account_id","student_id","institute_id");--> statement-breakpoint
CREATE INDEX "caseload_students_student_idx" ON "caseload_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planned_sessions_key" ON "planned_sessions" USING btree ("student_id","kind","institute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_session_goals_key" ON "service_session_goals" USING btree ("session_id","goal_id","institute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_session_students_key" ON "service_session_students" USING btree ("session_id","student_id","institute_id");--> statement-breakpoint
CREATE INDEX "service_session_students_student_idx" ON "service_session_students" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "service_sessions_date_idx" ON "service_sessions" USING btree ("date","institute_id");--> statement-breakpoint
-- Issue 31 parts 2-3: each institute's own rows, behind the same forced row-level policy as every
-- institute table (0024_programme_groups).
ALTER TABLE "specialist_kinds" ADD CONSTRAINT "specialist_kinds_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "specialists" ADD CONSTRAINT "specialists_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "caseload_students" ADD CONSTRAINT "caseload_students_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "caseload_classes" ADD CONSTRAINT "caseload_classes_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "service_sessions" ADD CONSTRAINT "service_sessions_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "service_session_students" ADD CONSTRAINT "service_session_students_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "service_session_goals" ADD CONSTRAINT "service_session_goals_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "planned_sessions" ADD CONSTRAINT "planned_sessions_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "specialist_kinds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "specialist_kinds" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "specialist_kinds"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "specialists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "specialists" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "specialists"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "caseload_students" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "caseload_students" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "caseload_students"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "caseload_classes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "caseload_classes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "caseload_classes"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "service_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "service_sessions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "service_sessions"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "service_session_students" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "service_session_students" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "service_session_students"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "service_session_goals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "service_session_goals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "service_session_goals"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "planned_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "planned_sessions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "planned_sessions"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);--> statement-breakpoint
-- The access rule of decisions §8 and §18, still spelled once (0020): "may this account see this
-- student" is teaches_student() (a teacher's classes) or the student is on the account's caseload
-- (a specialist's students, one by one or by class). Writes that only a class teacher makes
-- (checklists, Evaluate) keep asking teaches_student().
CREATE OR REPLACE FUNCTION sees_student(
  p_account integer, p_student integer, p_status text, p_section text, p_year text
) RETURNS boolean LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  RETURN teaches_student(p_account, p_status, p_section, p_year) OR (p_status = 'active' AND (
    EXISTS (SELECT 1 FROM caseload_students cs
      WHERE cs.specialist_account_id = p_account AND cs.student_id = p_student)
    OR EXISTS (SELECT 1 FROM caseload_classes cc
      WHERE cc.specialist_account_id = p_account AND cc.class_id = p_section || '_' || p_year)));
END;
$$;
--> statement-breakpoint
-- The history keeps each student's head (and whether the account may see them) until a table it
-- reads announces a write (src/db/change-watch.ts, 0007): a caseload change is one.
CREATE TRIGGER caseload_students_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "caseload_students"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();--> statement-breakpoint
CREATE TRIGGER caseload_classes_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "caseload_classes"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
