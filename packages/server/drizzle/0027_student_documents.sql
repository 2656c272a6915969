CREATE TABLE "student_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" integer DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"visible_to_guardian" boolean NOT NULL,
	"expires_on" date,
	"content_cipher" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_documents_student_idx" ON "student_documents" USING btree ("institute_id","student_id");--> statement-breakpoint
-- Issue 28: an institute's documents, behind the same forced row-level policy as every institute table.
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "student_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_documents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "student_documents"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);
