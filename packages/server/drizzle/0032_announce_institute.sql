-- The network overview keeps each institute's figures in every API process until a write of that
-- institute is announced (issue 33 part 3; src/db/change-watch.ts, src/modules/network): the
-- announcement names the table and, where the writing connection is scoped to one institute
-- (its `pragati.institute_id`, which the row policies hold every write to), the institute, as
-- 'table:institute'. Unscoped writes (commands, the owner's upkeep) and TRUNCATE (every
-- institute's rows) name none: a listener then counts them against every institute.
CREATE OR REPLACE FUNCTION announce_change() RETURNS trigger AS $$
DECLARE
  institute text := nullif(current_setting('pragati.institute_id', true), '');
BEGIN
  IF TG_OP = 'TRUNCATE' OR institute IS NULL THEN
    PERFORM pg_notify('pragati_changes', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('pragati_changes', TG_TABLE_NAME || ':' || institute);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The overview also reads goals and primary conditions.
CREATE TRIGGER programme_goals_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "programme_goals"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER disability_conditions_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "disability_conditions"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
-- The overview reads one institute at a time (its own scope): without these, each reading scans
-- every institute's rows, so reading N institutes cost N × the whole table. Nothing the save path
-- updates is indexed here (institute_id never changes), so its updates stay HOT.
CREATE INDEX IF NOT EXISTS "students_institute_idx" ON "students" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "term_reports_institute_idx" ON "term_reports" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "programme_goals_institute_idx" ON "programme_goals" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "attendance_marks_institute_date_idx" ON "attendance_marks" USING btree ("institute_id","date");
