ALTER TABLE "term_reports" ADD COLUMN "counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Counts for the checklists evaluated before this column existed, from their stored answers, as
-- the domain's countsOf computes them at Evaluate (decisions §4).
UPDATE "term_reports" t SET "counts" = coalesce((
  SELECT jsonb_object_agg(c.key, (
    SELECT jsonb_object_agg(a.code, (
      SELECT count(*) FROM jsonb_array_elements(c.value) i WHERE i->>'answer' = a.code
    ))
    FROM unnest(CASE WHEN c.key = 'recreational'
      THEN ARRAY['A', 'B', 'C', 'D', 'E']
      ELSE ARRAY['Yes', 'NA', 'NE', 'C-P1', 'C-P2'] END) AS a(code)
  ))
  FROM jsonb_each(t."items") c
  WHERE jsonb_typeof(c.value) = 'array' AND (t."evaluated"->>c.key) = 'true'
), '{}'::jsonb);
