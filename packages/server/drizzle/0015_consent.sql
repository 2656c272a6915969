CREATE TABLE "consent_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_consents" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"guardian_name" text NOT NULL,
	"relation" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text NOT NULL,
	"notice_language" text NOT NULL,
	"notice_version" integer NOT NULL,
	"verified_by" text NOT NULL,
	"consent_date" date NOT NULL,
	"purposes" jsonb NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_consents" ADD CONSTRAINT "student_consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_notices_language_version_key" ON "consent_notices" USING btree ("language","version");--> statement-breakpoint
-- Notice versions are immutable (issue 19 part 1), as the question bank's (0004): a recorded
-- consent names the version the guardian was shown, so its words must never change.
CREATE TRIGGER consent_notices_no_update BEFORE UPDATE OR DELETE ON "consent_notices"
  FOR EACH ROW EXECUTE FUNCTION question_bank_immutable();
--> statement-breakpoint
CREATE TRIGGER consent_notices_no_truncate BEFORE TRUNCATE ON "consent_notices"
  FOR EACH STATEMENT EXECUTE FUNCTION question_bank_immutable();
--> statement-breakpoint
-- The student lists show each student's consent (recorded or pending): a consent written or
-- removed changes the list, so it bumps the list's counter (0006) like a change of status.
CREATE TRIGGER student_consents_list_version
  AFTER INSERT OR DELETE OR UPDATE ON "student_consents"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('students');
--> statement-breakpoint
CREATE TRIGGER student_consents_list_version_truncate AFTER TRUNCATE ON "student_consents"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('students');
--> statement-breakpoint
-- The overview counts students whose consent is pending; the embedded database's process keeps
-- it until a table it reads announces a write (src/db/change-watch.ts, 0007).
CREATE TRIGGER student_consents_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "student_consents"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
