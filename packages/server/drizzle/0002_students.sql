CREATE TABLE "student_details" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"info" jsonb NOT NULL,
	"presenting_complaints" jsonb NOT NULL,
	"history" jsonb NOT NULL,
	"family_history" jsonb NOT NULL,
	"development_history" jsonb NOT NULL,
	"aadhaar_cipher" text NOT NULL,
	"aadhaar_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"reg_no" text NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"reg_date" date NOT NULL,
	"dob" date NOT NULL,
	"curr_section" text NOT NULL,
	"curr_year" text NOT NULL,
	"curr_term" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"section" text NOT NULL,
	"year" text NOT NULL,
	"term" text NOT NULL,
	"items" jsonb NOT NULL,
	"bank_versions" jsonb NOT NULL,
	"evaluated" jsonb NOT NULL,
	"personal_percent" numeric(5, 2),
	"social_percent" numeric(5, 2),
	"academic_percent" numeric(5, 2),
	"occupational_percent" numeric(5, 2),
	"recreational_mode" text,
	"comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "year_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"section" text NOT NULL,
	"year" text NOT NULL,
	"personal_percent" numeric(5, 2),
	"social_percent" numeric(5, 2),
	"academic_percent" numeric(5, 2),
	"occupational_percent" numeric(5, 2),
	"year_percent" numeric(5, 2),
	"recreational_mode" text,
	"comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" text NOT NULL,
	"transferred_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_details" ADD CONSTRAINT "student_details_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_reports" ADD CONSTRAINT "term_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_reports" ADD CONSTRAINT "year_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "students_reg_no_key" ON "students" USING btree (lower("reg_no"));--> statement-breakpoint
CREATE INDEX "students_class_idx" ON "students" USING btree ("curr_section","curr_year");--> statement-breakpoint
CREATE UNIQUE INDEX "term_reports_student_term_key" ON "term_reports" USING btree ("student_id","section","year","term");--> statement-breakpoint
CREATE UNIQUE INDEX "year_reports_student_year_key" ON "year_reports" USING btree ("student_id","section","year");