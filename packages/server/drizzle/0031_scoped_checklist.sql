-- Scoped queries (issue 28, decisions §20): the checklist's read names the institute of the work,
-- as every query does, so it is right even where row-level security is bypassed (the tables'
-- owner). The student is the driving row; the rest is reached from it or from the teacher's
-- account, which belong to the same institute. Passed as a parameter, not read from the
-- connection's setting, which the embedded database does not set.
DROP FUNCTION IF EXISTS checklist_for(integer, text, text, text, text, text);--> statement-breakpoint
CREATE FUNCTION checklist_for(
  p_institute integer, p_account integer, p_reg_no text, p_section text, p_year text, p_term text, p_category text
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
  WHERE lower(s.reg_no) = lower(p_reg_no) AND s.institute_id = p_institute
  LIMIT 1;
END;
$$;
