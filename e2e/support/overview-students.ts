/**
 * The overview journey's students (issue 14 part 4), seeded by seed-overview.ts into Primary-I-2
 * after the history seed (whose teacher holds that class and whose student has moved on from it),
 * with term reports whose figures the journey checks on the principal's overview.
 */
export const OVERVIEW_CLASS = { code: 'primary1_2', name: 'Primary-I-2' } as const;

type Seeded = {
  regNo: string;
  name: string;
  term: 'Entry' | 'I' | 'II';
  status?: 'left';
  /** Per term of this year: categories evaluated (5 = complete) and, when complete, percents. */
  reports: {
    term: 'Entry' | 'I' | 'II';
    done: number;
    percents?: [number, number, number, number];
  }[];
  /** Last year's percent, from a year-end transfer that repeated the year. */
  lastYear?: number;
};

export const OVERVIEW_STUDENTS: Seeded[] = [
  {
    regNo: 'E2E/OV/0001',
    name: 'Anil Overview',
    term: 'I',
    reports: [
      { term: 'Entry', done: 5, percents: [50, 50, 50, 50] },
      { term: 'I', done: 2 },
    ],
  },
  {
    regNo: 'E2E/OV/0002',
    name: 'Bina Overview',
    term: 'I',
    reports: [
      { term: 'Entry', done: 5, percents: [80, 70, 60, 90] },
      { term: 'I', done: 0 },
    ],
  },
  {
    regNo: 'E2E/OV/0003',
    name: 'Charu Overview',
    term: 'II',
    reports: [
      { term: 'Entry', done: 5, percents: [40, 40, 40, 40] },
      { term: 'I', done: 5, percents: [70, 60, 80, 70] },
      { term: 'II', done: 1 },
    ],
  },
  {
    regNo: 'E2E/OV/0004',
    name: 'Dev Overview',
    term: 'Entry',
    lastYear: 55,
    reports: [{ term: 'Entry', done: 0 }],
  },
  {
    regNo: 'E2E/OV/0005',
    name: 'Esha Overview',
    term: 'I',
    status: 'left',
    reports: [{ term: 'Entry', done: 5, percents: [10, 10, 10, 10] }],
  },
];

/** What the overview shows for the class, by construction of the rows above. */
export const OVERVIEW_EXPECTED = {
  teacher: 'Sunita Kulkarni',
  active: '4 active students in Primary-I-2',
  term: 'Mostly Term I (Entry to II)',
  // Current terms: 0001 I (2), 0002 I (0), 0003 II (1), 0004 Entry (0).
  checklists: '3 / 20',
  latest: 'Term I1 student',
  averages: ['70 %', '60 %', '80 %', '70 %'],
  under: '2 of 4',
  basis: "1 by latest term, 1 by last year's percent",
};
