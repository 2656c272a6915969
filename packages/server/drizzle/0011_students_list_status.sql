-- The student lists show each student's status (issue 14): a change of status alone (a
-- withdrawal, a restore) must bump the list's counter too, or a kept list would stay stale.
DROP TRIGGER IF EXISTS students_list_version ON "students";
--> statement-breakpoint
CREATE TRIGGER students_list_version
  AFTER INSERT OR DELETE OR UPDATE OF reg_no, name, curr_section, curr_year, curr_term, status ON "students"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('students');
