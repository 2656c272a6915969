import type { Category, GoalTarget, Section, Term, Year } from '@pragati/domain';

/** The checklist a screen edits: one category of a student's term. */
export interface ChecklistWhere {
  regNo: string;
  section: Section;
  year: Year;
  term: Term;
  category: Category;
}

/** The goal items of a checklist: English item text → the goal's target (decisions §14). */
export type GoalMarks = ReadonlyMap<string, GoalTarget>;
