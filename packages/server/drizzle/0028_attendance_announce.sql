-- The institute's overview shows attendance per class (issue 31); the embedded database's process
-- keeps the overview until a table it reads announces a write (src/db/change-watch.ts, 0007), so a
-- register save (its marks replaced) announces one.
CREATE TRIGGER attendance_marks_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attendance_marks"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
