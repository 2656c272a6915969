-- Issue 26 item 2: a question-bank import writes its versions as drafts (published = false), their
-- entries a few hundred rows per statement, then publishes them all in one short transaction, so
-- it never holds the embedded database's one connection for long. Readers see published
-- versions only; the list's number is unique among published versions, so a draft left by an
-- import cut off half-way blocks nobody.
DROP INDEX "question_bank_versions_list_key";--> statement-breakpoint
ALTER TABLE "question_bank_versions" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "question_bank_versions_list_key" ON "question_bank_versions" USING btree ("section","category","version") WHERE published;--> statement-breakpoint
-- Versions stay append-only (0004); the one change allowed is publishing a draft, nothing else
-- of it changed.
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
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER question_bank_versions_no_update ON "question_bank_versions";--> statement-breakpoint
CREATE TRIGGER question_bank_versions_no_update BEFORE UPDATE OR DELETE ON "question_bank_versions"
  FOR EACH ROW EXECUTE FUNCTION question_bank_version_publish();
