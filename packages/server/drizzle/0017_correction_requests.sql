CREATE TABLE "correction_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"field" text NOT NULL,
	"proposed_value" text,
	"proposed_cipher" text,
	"proposed_last4" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_requests_student_idx" ON "correction_requests" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "correction_requests_status_idx" ON "correction_requests" USING btree ("status","created_at");--> statement-breakpoint
-- A proposed value is kept either in the clear (any field but the Aadhaar number) or only
-- encrypted with its last four digits (the Aadhaar number), never both, never neither.
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_one_value" CHECK (
  ("field" = 'aadharNo' AND "proposed_value" IS NULL AND "proposed_cipher" IS NOT NULL AND "proposed_last4" IS NOT NULL)
  OR ("field" <> 'aadharNo' AND "proposed_value" IS NOT NULL AND "proposed_cipher" IS NULL AND "proposed_last4" IS NULL)
);
--> statement-breakpoint
-- The history record says whether the guardian's consent is on record (its full record is not
-- printed while pending, decisions §15): a consent written or removed is a new history version,
-- so no process serves a record built before it (0007).
CREATE TRIGGER student_consents_history_version
  AFTER INSERT OR UPDATE OR DELETE ON "student_consents"
  FOR EACH ROW EXECUTE FUNCTION bump_student_history_version();
