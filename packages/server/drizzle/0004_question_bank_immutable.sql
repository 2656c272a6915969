-- Question bank versions are immutable (decisions §3, §6): a term report may point at a version,
-- so its items and wording must never change. Changes are saved as new versions instead.
CREATE OR REPLACE FUNCTION question_bank_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: save a new version instead', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER question_items_no_update BEFORE UPDATE OR DELETE ON "question_items"
  FOR EACH ROW EXECUTE FUNCTION question_bank_immutable();
--> statement-breakpoint
CREATE TRIGGER question_bank_versions_no_update BEFORE UPDATE OR DELETE ON "question_bank_versions"
  FOR EACH ROW EXECUTE FUNCTION question_bank_immutable();
--> statement-breakpoint
CREATE TRIGGER question_bank_entries_no_update BEFORE UPDATE OR DELETE ON "question_bank_entries"
  FOR EACH ROW EXECUTE FUNCTION question_bank_immutable();
--> statement-breakpoint
CREATE TRIGGER question_items_no_truncate BEFORE TRUNCATE ON "question_items"
  FOR EACH STATEMENT EXECUTE FUNCTION question_bank_immutable();
--> statement-breakpoint
CREATE TRIGGER question_bank_versions_no_truncate BEFORE TRUNCATE ON "question_bank_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION question_bank_immutable();
--> statement-breakpoint
CREATE TRIGGER question_bank_entries_no_truncate BEFORE TRUNCATE ON "question_bank_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION question_bank_immutable();
