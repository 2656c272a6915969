CREATE TABLE "student_import_pending" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_key" text NOT NULL,
	"row_number" integer NOT NULL,
	"reg_no" text NOT NULL,
	"name" text NOT NULL,
	"reg_date" text NOT NULL,
	"dob" text NOT NULL,
	"sex" text NOT NULL,
	"aadhaar_cipher" text,
	"aadhaar_last4" text DEFAULT '' NOT NULL,
	"mobile_no" text NOT NULL,
	"section" text NOT NULL,
	"problems" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "student_import_pending_upload_key" ON "student_import_pending" USING btree ("upload_key");--> statement-breakpoint
CREATE INDEX "student_import_pending_reg_no_idx" ON "student_import_pending" USING btree (lower("reg_no"));