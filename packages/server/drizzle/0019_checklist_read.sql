-- What a checklist save or Evaluate reads (issue 18 part 2), as one function: the student of a
-- regNo with what the teacher's access check needs, the term's list of one area and whether
-- goals may settle. A PL/pgSQL function keeps its plan for the session, and planning this join
-- cost the embedded database ten times its execution on every call (1.7 ms against 0.16 ms).
-- The caller (src/modules/evaluation/checklist-repository.ts) applies the access rules.
CREATE OR REPLACE FUNCTION checklist_for(
  p_account integer, p_reg_no text, p_section text, p_year text, p_term text, p_category text
) RETURNS TABLE (
  student_id integer, reg_no text, status text, curr_section text, curr_year text,
  is_teacher boolean, mine boolean, report_id integer, revision integer, list jsonb,
  evaluated jsonb, has_counts boolean, percent numeric, mode text, has_goals boolean
) LANGUAGE plpgsql STABLE
-- One plan for every call: a plan made for each call's values costs the planning again.
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s.id, s.reg_no, s.status, s.curr_section, s.curr_year,
    EXISTS (SELECT 1 FROM teachers t WHERE t.user_account_id = p_account),
    EXISTS (SELECT 1 FROM class_assignments ca JOIN teachers t ON t.id = ca.teacher_id
      WHERE t.user_account_id = p_account AND ca.class_id = s.curr_section || '_' || s.curr_year),
    r.id, r.revision, r.items -> p_category, r.evaluated,
    coalesce(r.counts ? p_category, false),
    CASE p_category
      WHEN 'personal' THEN r.personal_percent
      WHEN 'social' THEN r.social_percent
      WHEN 'academic' THEN r.academic_percent
      WHEN 'occupational' THEN r.occupational_percent
    END,
    r.recreational_mode,
    EXISTS (SELECT 1 FROM programme_goals g WHERE g.student_id = s.id
      AND g.category = p_category AND g.status IN ('open', 'met'))
  FROM students s
  LEFT JOIN term_reports r ON r.student_id = s.id AND r.section = p_section
    AND r.year = p_year AND r.term = p_term
  WHERE lower(s.reg_no) = lower(p_reg_no)
  LIMIT 1;
END;
$$;
--> statement-breakpoint
-- The five lists of a term (items) are kept uncompressed: every checklist save rewrites them
-- and every save and Evaluate reads them, and compressing and decompressing some 20 kB each
-- time cost more than the space saved (issue 18 part 2).
ALTER TABLE "term_reports" ALTER COLUMN "items" SET STORAGE EXTERNAL;
