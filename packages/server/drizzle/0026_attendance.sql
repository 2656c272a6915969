CREATE TABLE "attendance_registers" (
	"id" serial PRIMARY KEY NOT NULL,
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"class_id" text NOT NULL,
	"date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"register_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"date" date NOT NULL,
	"section" text NOT NULL,
	"year" text NOT NULL,
	"term" text NOT NULL,
	"present" boolean NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_register_id_attendance_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."attendance_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_marks_register_student_key" ON "attendance_marks" USING btree ("register_id","student_id","institute_id");--> statement-breakpoint
CREATE INDEX "attendance_marks_student_date_idx" ON "attendance_marks" USING btree ("student_id","date","institute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_registers_class_date_key" ON "attendance_registers" USING btree ("class_id","date","institute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_key" ON "holidays" USING btree ("date","institute_id");--> statement-breakpoint
-- Issue 28: each institute's own rows, behind the same forced row-level policy as every
-- institute table (0024_programme_groups).
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "attendance_registers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attendance_registers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "attendance_registers"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "attendance_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attendance_marks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "attendance_marks"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "holidays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "holidays" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "holidays"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);
