-- Issue 33 part 1: a PostgreSQL process keeps the session rows it has read until the session
-- tables announce a write (src/db/change-watch.ts, watchServerSessions), so a signed-in request
-- costs no round trip. Each of its pool connections listens, which makes its own writes known
-- before their statement returns; a channel of their own keeps the checklist and register
-- writes' announcements (pragati_changes, 0007) off those connections.
CREATE OR REPLACE FUNCTION announce_session_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pragati_sessions', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_announce_session AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_announce_session AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
