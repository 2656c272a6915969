import type { Category, Section, Term, Year } from '@pragati/domain';

/** The checklist a screen edits: one category of a student's term. */
export interface ChecklistWhere {
  regNo: string;
  section: Section;
  year: Year;
  term: Term;
  category: Category;
}
