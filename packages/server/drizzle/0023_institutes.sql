-- Many institutes, one deployment (issue 28, decisions §20). Every table that holds an institute's
-- data carries institute_id; the rows of an existing installation become institute 1's, so nothing
-- is lost. Forced row-level security is the second wall: a query reads and writes only the rows of
-- the institute named by the connection's setting `pragati.institute_id`
-- (src/db/institute-scope.ts sets it), and a connection without the setting sees nothing.
-- The embedded database runs as its superuser, which RLS never binds: there it is one institute.
-- An installation last migrated at 0020 or 0021 never ran 0022_question_bank_drafts: its journal
-- time is older than theirs, and the migrator applies only entries newer than the database's last
-- (its time cannot change now: databases that ran it record it). Its steps, where not yet done,
-- come first here (the index on "published" below needs them); elsewhere they change nothing.
ALTER TABLE "question_bank_versions" ADD COLUMN IF NOT EXISTS "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION question_bank_version_publish() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NOT OLD.published AND NEW.published
     AND (NEW.id, NEW.section, NEW.category, NEW.version, NEW.source, NEW.note, NEW.created_by,
          NEW.created_at)
       IS NOT DISTINCT FROM (OLD.id, OLD.section, OLD.category, OLD.version, OLD.source, OLD.note,
          OLD.created_by, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: save a new version instead', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS question_bank_versions_no_update ON "question_bank_versions";
--> statement-breakpoint
CREATE TRIGGER question_bank_versions_no_update BEFORE UPDATE OR DELETE ON "question_bank_versions"
  FOR EACH ROW EXECUTE FUNCTION question_bank_version_publish();
--> statement-breakpoint
-- ... and 0022 is recorded as applied, so the database's history counts every migration, as a
-- backup's header and a restore's checks expect (src/modules/backup/snapshot.ts).
INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at")
SELECT '5b4111c7d765560b2ea22ad7238a5e20dd08390474a4a4f5b4c8bdde2ae3d0c7', 1795797421145
WHERE NOT EXISTS (SELECT 1 FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1795797421145);
--> statement-breakpoint
CREATE TABLE "institutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "institutes_code_key" ON "institutes" USING btree (lower("code"));
--> statement-breakpoint
INSERT INTO "institutes" ("id", "code", "name") VALUES (1, 'main', 'Main institute');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('institutes', 'id'), 1);
--> statement-breakpoint
-- The host names an institute answers on. None listed: the one institute answers on any host.
CREATE TABLE "institute_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"institute_id" integer NOT NULL REFERENCES "institutes"("id")
);
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  -- Every table but GLOBAL_TABLES (src/db/institute-scope.ts); test/tenancy.test.ts checks it.
  FOREACH t IN ARRAY ARRAY[
    'users', 'audit_log', 'sessions', 'login_failures', 'students', 'student_details',
    'term_reports', 'year_reports', 'list_versions', 'question_items', 'question_bank_versions',
    'question_bank_entries', 'teachers', 'class_assignments', 'pending_teachers',
    'student_import_pending', 'programme_goals', 'consent_notices', 'student_consents',
    'correction_requests', 'disability_profiles', 'disability_conditions', 'disability_aids'
  ] LOOP
    -- A constant default fills the existing rows without a rewrite (and without firing the
    -- append-only triggers); then the default becomes the connection's institute.
    -- (The disability tables of 0021 have the column already.)
    EXECUTE format('ALTER TABLE %I ADD COLUMN IF NOT EXISTS institute_id integer DEFAULT 1 NOT NULL', t);
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (institute_id) '
      'REFERENCES institutes(id)', t, t || '_institute_id_fk');
    EXECUTE format('ALTER TABLE %I ALTER COLUMN institute_id SET DEFAULT '
      'coalesce(nullif(current_setting(''pragati.institute_id'', true), '''')::integer, 1)', t);
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY institute_scope ON %I '
      'USING (institute_id = nullif(current_setting(''pragati.institute_id'', true), '''')::integer) '
      'WITH CHECK (institute_id = nullif(current_setting(''pragati.institute_id'', true), '''')::integer)', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Ids are unique per institute. The natural key leads each index, so a lookup by it uses the index
-- whatever the row-level policy adds.
DROP INDEX "users_user_id_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_id_key" ON "users" USING btree (lower("user_id"), "institute_id");
--> statement-breakpoint
DROP INDEX "students_reg_no_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "students_reg_no_key" ON "students" USING btree (lower("reg_no"), "institute_id");
--> statement-breakpoint
DROP INDEX "teachers_teacher_id_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_teacher_id_key" ON "teachers" USING btree (lower("teacher_id"), "institute_id");
--> statement-breakpoint
DROP INDEX "teachers_email_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_email_key" ON "teachers" USING btree (lower("email"), "institute_id");
--> statement-breakpoint
DROP INDEX "pending_teachers_upload_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_teachers_upload_key" ON "pending_teachers" USING btree ("upload_key", "institute_id");
--> statement-breakpoint
DROP INDEX "student_import_pending_upload_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "student_import_pending_upload_key" ON "student_import_pending" USING btree ("upload_key", "institute_id");
--> statement-breakpoint
DROP INDEX "consent_notices_language_version_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "consent_notices_language_version_key" ON "consent_notices" USING btree ("language", "version", "institute_id");
--> statement-breakpoint
DROP INDEX "question_bank_versions_list_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "question_bank_versions_list_key" ON "question_bank_versions" USING btree ("section", "category", "version", "institute_id") WHERE published;
--> statement-breakpoint
ALTER TABLE "class_assignments" DROP CONSTRAINT "class_assignments_pkey";
--> statement-breakpoint
ALTER TABLE "class_assignments" ADD CONSTRAINT "class_assignments_pkey" PRIMARY KEY ("class_id", "institute_id");
--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";
--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_pkey" PRIMARY KEY ("key", "institute_id");
--> statement-breakpoint
ALTER TABLE "list_versions" DROP CONSTRAINT "list_versions_pkey";
--> statement-breakpoint
ALTER TABLE "list_versions" ADD CONSTRAINT "list_versions_pkey" PRIMARY KEY ("name", "institute_id");
--> statement-breakpoint
-- Each institute's list has its own counter (0006); the row is the writing connection's institute's.
CREATE OR REPLACE FUNCTION bump_list_version() RETURNS trigger AS $$
BEGIN
  INSERT INTO list_versions (name, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (name, institute_id) DO UPDATE SET version = list_versions.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
