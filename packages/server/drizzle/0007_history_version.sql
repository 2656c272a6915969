ALTER TABLE "students" ADD COLUMN "history_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The history record shows the student's name, regNo, placement and status: a change to any of
-- them is a new history version. Other columns (dates, sex) leave cached records current.
CREATE OR REPLACE FUNCTION students_history_version() RETURNS trigger AS $$
BEGIN
  IF ROW(NEW.reg_no, NEW.name, NEW.curr_section, NEW.curr_year, NEW.curr_term, NEW.status)
     IS DISTINCT FROM ROW(OLD.reg_no, OLD.name, OLD.curr_section, OLD.curr_year, OLD.curr_term, OLD.status)
  THEN
    NEW.history_version := OLD.history_version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER students_history_version
  BEFORE UPDATE ON "students"
  FOR EACH ROW EXECUTE FUNCTION students_history_version();
--> statement-breakpoint
-- Any write to a term or year report is a new version of its student's history. The bump commits
-- (or rolls back) with the write, so a reader in any process sees both together.
CREATE OR REPLACE FUNCTION bump_student_history_version() RETURNS trigger AS $$
BEGIN
  UPDATE students SET history_version = history_version + 1
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.student_id ELSE NEW.student_id END;
  IF TG_OP = 'UPDATE' AND NEW.student_id IS DISTINCT FROM OLD.student_id THEN
    UPDATE students SET history_version = history_version + 1 WHERE id = OLD.student_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER term_reports_history_version
  AFTER INSERT OR UPDATE OR DELETE ON "term_reports"
  FOR EACH ROW EXECUTE FUNCTION bump_student_history_version();
--> statement-breakpoint
CREATE TRIGGER year_reports_history_version
  AFTER INSERT OR UPDATE OR DELETE ON "year_reports"
  FOR EACH ROW EXECUTE FUNCTION bump_student_history_version();
--> statement-breakpoint
-- Every committed write to the tables that sessions and history records are read from is
-- announced on one channel, named by table. The embedded database's process keeps what it read
-- until an announcement (src/db/change-watch.ts); nothing listens on a PostgreSQL server.
CREATE OR REPLACE FUNCTION announce_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pragati_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER students_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "students"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER term_reports_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "term_reports"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER year_reports_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "year_reports"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER teachers_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teachers"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER class_assignments_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "class_assignments"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
