-- An institute's own details (issue 28 part 3, decisions §20): name, contacts, grievance officer,
-- logo, languages and retention, one row per institute, written when its admin first saves them.
-- Until then the environment variables (INSTITUTE_*, RETENTION_YEARS) are the details, so an
-- existing installation reads as before.
CREATE TABLE "institute_settings" (
	"institute_id" integer PRIMARY KEY DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1) NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"helpline" text NOT NULL,
	"grievance_name" text NOT NULL,
	"grievance_email" text NOT NULL,
	"grievance_phone" text NOT NULL,
	"logo_url" text NOT NULL,
	"languages" text[] NOT NULL,
	"retention_years" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institute_settings" ADD CONSTRAINT "institute_settings_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "institute_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "institute_settings"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);
