-- The access rule of decisions §8, spelled once in SQL (issue 27 part 2): a teacher sees the
-- active students of the classes they hold. class_code() is domain/classes.ts classCode(), the
-- class of a section and year; teaches_student() is the rule, called by every read that asks it
-- (modules/access/repository.ts, checklist_for() below, the history head). A change of the rule
-- (a co-teacher, a substitute, an institute) is this one function.
-- PL/pgSQL keeps the inner query's plan for the session: planning it on every call is what
-- issue 18 measured to cost the embedded database more than running it.
CREATE OR REPLACE FUNCTION class_code(p_section text, p_year text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT p_section || '_' || p_year $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION teaches_student(
  p_account integer, p_status text, p_section text, p_year text
) RETURNS boolean LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  RETURN p_status = 'active' AND EXISTS (
    SELECT 1 FROM class_assignments ca JOIN teachers t ON t.id = ca.teacher_id
    WHERE t.user_account_id = p_account AND ca.class_id = p_section || '_' || p_year);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION checklist_for(
  p_account integer, p_reg_no text, p_section text, p_year text, p_term text, p_category text
) RETURNS TABLE (
  student_id integer, reg_no text, status text, curr_section text, curr_year text,
  is_teacher boolean, mine boolean, report_id integer, revision integer, list jsonb,
  evaluated jsonb, has_counts boolean, percent numeric, mode text, has_goals boolean
) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s.id, s.reg_no, s.status, s.curr_section, s.curr_year,
    EXISTS (SELECT 1 FROM teachers t WHERE t.user_account_id = p_account),
    teaches_student(p_account, s.status, s.curr_section, s.curr_year),
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
