import {
  categoryCountsText,
  CATEGORY_DISPLAY_NAMES,
  hasYearFigures,
  isRecreationalAnswer,
  PERCENT_CATEGORIES,
  type PercentCategory,
  sumTermCounts,
  type TermCounts,
  type Term,
  yearFigures,
  type YearReportRecord,
} from '@pragati/domain';
import { type HistoryT, historyTranslator, termName } from './history-texts';

/*
 * What the bar chart and its table show, as data: no chart.js here, so the screen, its table and
 * the tests can use it without loading the chart library.
 */

/** Spec section 9: the chart's categories, in this order. */
export const CHART_CATEGORIES: readonly PercentCategory[] = PERCENT_CATEGORIES;
/** Their names in English (domain labels): shown through `msg()` in the current language. */
export const CHART_LABELS = CHART_CATEGORIES.map((c) => CATEGORY_DISPLAY_NAMES[c]);

/** Spec section 9: the Average dataset appears only with this many term reports or more. */
export const AVERAGE_MIN_TERMS = 4;

/**
 * Decisions §11: a fixed colour per term (instead of the spec's random ones), so a term looks the
 * same on every screen and print. Okabe–Ito hues, told apart with colour-blindness too; the
 * Average keeps the spec's pinkish colour.
 */
export const TERM_COLORS: Record<Term, string> = {
  Entry: '0, 114, 178',
  I: '230, 159, 0',
  II: '0, 158, 115',
  III: '86, 60, 150',
};
export const AVERAGE_COLOR = '255, 99, 132';
/** Spec section 9: bars at 0.5 opacity; their borders stay solid for print and low vision. */
export const BAR_OPACITY = 0.5;

export const rgba = (rgb: string, alpha: number) => `rgba(${rgb}, ${alpha})`;

export interface FigureRow {
  /** "Term Entry" … or "Average", in the language of the translator given to figureRows. */
  label: string;
  color: string;
  /** Per chart category; null when that checklist is not evaluated yet. */
  values: (number | null)[];
  /** The recreational mode (A–E), null when not evaluated. */
  mode: string | null;
  /** Per chart category, the answer counts as text ("+ 6, VP 1, …"); null without them. */
  counts: (string | null)[];
  /** The A–E counts behind the mode as text; null without them. */
  modeCounts: string | null;
}

const countTexts = (counts: TermCounts) => ({
  counts: CHART_CATEGORIES.map((c) => categoryCountsText(counts, c)),
  modeCounts: categoryCountsText(counts, 'recreational'),
});

const percentKey = (c: PercentCategory) => `${c}Percent` as const;

/**
 * One row per term report, plus Average when the year has four or more. The Average is the year's
 * figures once the server has them (Term III evaluated), otherwise the domain's year figures of
 * the terms so far, so it always equals what Year Percentages will show.
 */
export function figureRows(
  year: YearReportRecord,
  text: HistoryT = historyTranslator(),
): FigureRow[] {
  const rows: FigureRow[] = year.termReport.map((t) => ({
    label: termName(text, t.term),
    color: TERM_COLORS[t.term],
    values: CHART_CATEGORIES.map((c) => t.percent[percentKey(c)]),
    mode: t.percent.mode || null,
    ...countTexts(t.counts),
  }));
  if (year.termReport.length >= AVERAGE_MIN_TERMS) {
    const average = hasYearFigures(year)
      ? year.percent
      : yearFigures(
          year.termReport.map((t) => ({
            ...t.percent,
            mode: isRecreationalAnswer(t.percent.mode) ? t.percent.mode : null,
          })),
        );
    rows.push({
      label: text('average'),
      color: AVERAGE_COLOR,
      values: CHART_CATEGORIES.map((c) => average[percentKey(c)]),
      mode: average.mode || null,
      // The answers behind the average: every term's counts together.
      ...countTexts(
        hasYearFigures(year) ? year.counts : sumTermCounts(year.termReport.map((t) => t.counts)),
      ),
    });
  }
  return rows;
}
