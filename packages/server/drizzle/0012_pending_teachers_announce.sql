-- Custom SQL migration file, put your code below! --
-- The overview (issue 14 part 4) counts pending teacher rows; the embedded database's process
-- keeps its last overview until a write to a table it reads is announced (src/db/change-watch.ts,
-- migration 0007), so writes to pending_teachers are announced too.
CREATE TRIGGER pending_teachers_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pending_teachers"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
