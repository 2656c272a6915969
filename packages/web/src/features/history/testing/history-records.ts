import {
  type AnswerCounts,
  type HistoryRecord,
  isRecreationalAnswer,
  NO_COUNTS,
  sumTermCounts,
  type Section,
  type Term,
  TERMS,
  type TermReportRecord,
  type Year,
  type YearReportRecord,
} from '@pragati/domain';

/* History records for the history screen's tests, in the server's exact shape. */

export type Figures = [
  personal: number | null,
  social: number | null,
  academic: number | null,
  occupational: number | null,
  mode: string | null,
];

export function historyTerm(
  term: Term,
  figures: Figures,
  comment: Partial<TermReportRecord['comment']> = {},
): TermReportRecord {
  const [personal, social, academic, occupational, mode] = figures;
  return {
    term,
    revision: 3,
    evaluated: {
      personal: personal !== null,
      social: social !== null,
      academic: academic !== null,
      occupational: occupational !== null,
      recreational: mode !== null,
    },
    percent: {
      personalPercent: personal,
      socialPercent: social,
      academicPercent: academic,
      occupationalPercent: occupational,
      mode: mode ?? '',
    },
    counts: {
      personal: countsFor(personal),
      social: countsFor(social),
      academic: countsFor(academic),
      occupational: countsFor(occupational),
      recreational: isRecreationalAnswer(mode)
        ? { A: 0, B: 0, C: 0, D: 0, E: 1, [mode]: mode === 'E' ? 4 : 3 }
        : null,
    },
    comment: {
      termComment: '',
      personalComment: '',
      socialComment: '',
      academicComment: '',
      occupationalComment: '',
      recreationalComment: '',
      ...comment,
    },
  };
}

/** Counts that fit a percent: ten items counted, Yes for each tenth, one NA. */
function countsFor(percent: number | null): AnswerCounts | null {
  if (percent === null) return null;
  const yes = Math.round(percent / 10);
  return { Yes: yes, NA: 1, NE: 10 - yes, 'C-P1': 0, 'C-P2': 0 };
}

/** A year with the given term figures (Entry, I, II, III in order); `done` adds the year figures. */
export function historyYear(
  year: Year,
  terms: Figures[],
  done?: {
    percent: YearReportRecord['percent'];
    comment?: Partial<YearReportRecord['comment']>;
    outcome?: YearReportRecord['outcome'];
  },
): YearReportRecord {
  const termReport = terms.map((figures, i) =>
    historyTerm(TERMS[i]!, figures, { termComment: `Year ${year} ${TERMS[i]} comment` }),
  );
  return {
    year,
    termReport,
    // As the server answers: the terms' counts summed once the year has its figures.
    counts: done ? sumTermCounts(termReport.map((t) => t.counts)) : NO_COUNTS,
    percent: done?.percent ?? {
      personalPercent: null,
      socialPercent: null,
      occupationalPercent: null,
      academicPercent: null,
      mode: '',
      yearPercent: null,
    },
    comment: {
      yearComment: '',
      yearPersonalComment: '',
      yearSocialComment: '',
      yearAcademicComment: '',
      yearOccupationalComment: '',
      yearRecreationalComment: '',
      ...done?.comment,
    },
    outcome: done?.outcome ?? null,
  };
}

export function historyRecord(
  sections: [Section, YearReportRecord[]][],
  overrides: Partial<HistoryRecord> = {},
): HistoryRecord {
  return {
    name: 'Meera Nair',
    regNo: 'PR/2024/0007',
    currTerm: 'I',
    currYear: '1',
    currSection: 'primary1',
    status: 'active',
    classId: 'primary1_1',
    section: sections.map(([sec, yearReport]) => ({ sec, yearReport })),
    ...overrides,
  };
}

/** A completed preprimary year 1 and a partial primary1 year 1 (Entry evaluated, Term I begun). */
export function sampleHistory(): HistoryRecord {
  return historyRecord([
    [
      'preprimary',
      [
        historyYear(
          '1',
          [
            [80, 60, 40, 50, 'A'],
            [85, 70, 50, 60, 'B'],
            [90, 80, 60, 70, 'B'],
            [95, 90, 70, 80, 'C'],
          ],
          {
            percent: {
              personalPercent: 87.5,
              socialPercent: 75,
              academicPercent: 55,
              occupationalPercent: 65,
              mode: 'B',
              yearPercent: 70.63,
            },
            comment: { yearComment: 'A steady year', yearSocialComment: 'Plays with others' },
            outcome: 'pass',
          },
        ),
      ],
    ],
    [
      'primary1',
      [
        historyYear('1', [
          [90, 85, 80, 75, 'A'],
          [null, null, null, null, null],
        ]),
      ],
    ],
  ]);
}
