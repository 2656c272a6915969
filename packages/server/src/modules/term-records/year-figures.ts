import {
  isRecreationalAnswer,
  isYearComplete,
  type Term,
  type TermFigures,
  yearFigures,
  type YearFigures,
} from '@pragati/domain';
import type { termReports } from '../../db/schema/index.js';

type TermRow = Pick<
  typeof termReports.$inferSelect,
  | 'term'
  | 'evaluated'
  | 'personalPercent'
  | 'socialPercent'
  | 'academicPercent'
  | 'occupationalPercent'
  | 'recreationalMode'
>;

const flagsOf = (row: TermRow) => ({
  personal: row.evaluated.personal ?? false,
  social: row.evaluated.social ?? false,
  academic: row.evaluated.academic ?? false,
  occupational: row.evaluated.occupational ?? false,
  recreational: row.evaluated.recreational ?? false,
});

const figuresOf = (row: TermRow): TermFigures => ({
  personalPercent: row.personalPercent,
  socialPercent: row.socialPercent,
  academicPercent: row.academicPercent,
  occupationalPercent: row.occupationalPercent,
  mode: isRecreationalAnswer(row.recreationalMode) ? row.recreationalMode : null,
});

/**
 * The year figures from one year's term rows, as soon as the year is complete (four terms, Term
 * III fully evaluated): shown beside the year comments before the transfer, which stores them.
 * Null while the year is still running. Computed on every read, so a changed Term III answer
 * shows at once.
 */
export function yearFiguresOfTerms(terms: readonly TermRow[]): YearFigures | null {
  const complete = isYearComplete(
    terms.map((t) => ({ term: t.term as Term, evaluated: flagsOf(t) })),
  );
  return complete ? yearFigures(terms.map(figuresOf)) : null;
}
