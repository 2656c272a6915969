CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Bumps the list's counter once per statement that changes its rows; the new value commits (or
-- rolls back) with the change itself, so readers in any process see both together.
CREATE OR REPLACE FUNCTION bump_list_version() RETURNS trigger AS $$
BEGIN
  INSERT INTO list_versions (name, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (name) DO UPDATE SET version = list_versions.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER students_list_version
  AFTER INSERT OR DELETE OR UPDATE OF reg_no, name, curr_section, curr_year, curr_term ON "students"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('students');
--> statement-breakpoint
CREATE TRIGGER students_list_version_truncate AFTER TRUNCATE ON "students"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('students');
--> statement-breakpoint
INSERT INTO list_versions (name, version) VALUES ('students', 0) ON CONFLICT (name) DO NOTHING;
