CREATE TABLE "disability_aids" (
	"id" serial PRIMARY KEY NOT NULL,
	"institute_id" integer DEFAULT 1 NOT NULL,
	"student_id" integer NOT NULL,
	"facility_code" smallint,
	"item" text NOT NULL,
	"date" date NOT NULL,
	"scheme" text NOT NULL,
	"amount" integer,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disability_code_lists" (
	"year" text NOT NULL,
	"kind" text NOT NULL,
	"code" smallint NOT NULL,
	"label_en" text NOT NULL,
	"label_hi" text NOT NULL,
	CONSTRAINT "disability_code_lists_year_kind_code_pk" PRIMARY KEY("year","kind","code")
);
--> statement-breakpoint
CREATE TABLE "disability_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"institute_id" integer DEFAULT 1 NOT NULL,
	"student_id" integer NOT NULL,
	"code" smallint NOT NULL,
	"percent" smallint NOT NULL,
	"is_primary" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disability_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"institute_id" integer DEFAULT 1 NOT NULL,
	"student_id" integer NOT NULL,
	"code_list_year" text NOT NULL,
	"certificate_number" text,
	"certificate_authority" text,
	"certificate_issued_on" date,
	"certificate_reassess_on" date,
	"udid_kind" text,
	"udid_number" text,
	"udid_expires_on" date,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disability_aids" ADD CONSTRAINT "disability_aids_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disability_conditions" ADD CONSTRAINT "disability_conditions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disability_profiles" ADD CONSTRAINT "disability_profiles_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disability_aids_student_idx" ON "disability_aids" USING btree ("institute_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disability_conditions_student_code_key" ON "disability_conditions" USING btree ("institute_id","student_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "disability_profiles_student_key" ON "disability_profiles" USING btree ("institute_id","student_id");