/**
 * The history benchmark's data: students with three years each (a repeated and a passed year in
 * preprimary, then a full year in primary1), twelve term reports at the real FACP item lengths,
 * the figures computed by the domain's scoring, inserted directly (the history call only reads).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CATEGORIES,
  type Category,
  categoryPercent,
  countsOf,
  PERCENT_CATEGORIES,
  recreationalMode,
  type SpecSection,
  TERMS,
  type TermFigures,
  transferResult,
  type Year,
  yearFigures,
} from '@pragati/domain';
import type { Db } from '../db/client.js';
import { type ReportItem, students, termReports, yearReports } from '../db/schema/index.js';

// Three years: a repeated and a passed year in preprimary, then a full year in primary1.
const YEARS: { section: SpecSection; year: Year; transferred: boolean; level: number }[] = [
  { section: 'preprimary', year: '1', transferred: true, level: 0.35 },
  { section: 'preprimary', year: '2', transferred: true, level: 0.7 },
  { section: 'primary1', year: '1', transferred: false, level: 0.55 },
];

type Bank = Record<SpecSection, Record<Category, string[]>>;
const FACP_LENGTHS: Record<Category, number> = {
  personal: 21,
  social: 21,
  academic: 57,
  occupational: 10,
  recreational: 20,
};

/** The FACP bank of the fixtures when they are beside the repository, else lists of its lengths. */
export function loadBank(): { bank: Bank; source: string } {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const file = path.resolve(root, '../shared/fixtures/facp-item-bank.json');
  if (fs.existsSync(file)) {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { sections: Bank };
    return { bank: parsed.sections, source: 'FACP item bank (fixtures)' };
  }
  const lists = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      Array.from(
        { length: FACP_LENGTHS[c] },
        (_, i) => `Synthetic ${c} item number ${i + 1} of the bank`,
      ),
    ]),
  ) as Record<Category, string[]>;
  return {
    bank: { preprimary: lists, primary1: lists, primary2: lists },
    source: 'synthetic lists of FACP lengths',
  };
}

const ANSWERS = ['Yes', 'C-P1', 'C-P2', 'NE', 'NA'];

/** Deterministic answers around a level of "Yes", varied per student and term. */
function answerFor(category: Category, level: number, seed: number, i: number): string {
  const r = ((seed * 7919 + i * 104729) % 1000) / 1000;
  if (category === 'recreational') return 'ABCDE'[Math.floor(r * 5)]!;
  return r < level ? 'Yes' : ANSWERS[1 + ((seed + i) % 4)]!;
}

function termRow(
  bank: Bank,
  studentId: number,
  seed: number,
  y: (typeof YEARS)[number],
  term: number,
) {
  const items = {} as Record<Category, ReportItem[]>;
  for (const category of CATEGORIES) {
    items[category] = bank[y.section][category].map((question, i) => ({
      itemId: i + 1,
      question,
      answer: answerFor(category, y.level + term * 0.05, seed + term, i),
    }));
  }
  const answers = (c: Category) => items[c].map((i) => i.answer);
  const figures: TermFigures = {
    personalPercent: categoryPercent(answers('personal')),
    socialPercent: categoryPercent(answers('social')),
    academicPercent: categoryPercent(answers('academic')),
    occupationalPercent: categoryPercent(answers('occupational')),
    mode: recreationalMode(answers('recreational')),
  };
  const row = {
    studentId,
    section: y.section,
    year: y.year,
    term: TERMS[term]!,
    items,
    bankVersions: {},
    evaluated: Object.fromEntries(CATEGORIES.map((c) => [c, true])) as Record<Category, boolean>,
    personalPercent: figures.personalPercent,
    socialPercent: figures.socialPercent,
    academicPercent: figures.academicPercent,
    occupationalPercent: figures.occupationalPercent,
    recreationalMode: figures.mode,
    // As Evaluate writes them, so the benchmark's record is as long as a real one.
    counts: Object.fromEntries(CATEGORIES.map((c) => [c, countsOf(c, answers(c))])),
    comments: Object.fromEntries([
      ['termComment', `Term ${TERMS[term]} went steadily; keep practising at home.`],
      ...PERCENT_CATEGORIES.map((c) => [`${c}Comment`, `Progress in ${c} skills this term.`]),
    ]) as Record<string, string>,
    revision: 12,
  };
  return { row, figures };
}

/**
 * Inserts `count` students with their three years. The item lists are the FACP bank from
 * ../shared/fixtures when present (read in place), else synthetic lists of the same lengths.
 */
export async function seedHistoryBench(
  db: Db,
  count: number,
): Promise<{ regNos: string[]; source: string }> {
  const { bank, source } = loadBank();
  const regNos: string[] = [];
  for (let first = 0; first < count; first += 100) {
    const batch = Array.from({ length: Math.min(100, count - first) }, (_, k) => {
      const i = first + k;
      regNos.push(`HB/${2021 + (i % 4)}/${String(i + 1).padStart(4, '0')}`);
      return {
        regNo: regNos[i]!,
        name: `History Bench Student ${i + 1}`,
        sex: i % 2 ? 'male' : 'female',
        regDate: '2021-06-01',
        dob: '2014-04-02',
        currSection: 'primary1',
        currYear: '1',
        currTerm: 'III',
      };
    });
    const inserted = await db.insert(students).values(batch).returning({ id: students.id });
    const terms = [];
    const years = [];
    for (const [k, { id }] of inserted.entries()) {
      const seed = first + k;
      for (const y of YEARS) {
        const made = TERMS.map((_, term) => termRow(bank, id, seed, y, term));
        terms.push(...made.map((m) => m.row));
        if (!y.transferred) continue;
        const { mode, ...percents } = yearFigures(made.map((m) => m.figures));
        years.push({
          studentId: id,
          section: y.section,
          year: y.year,
          ...percents,
          recreationalMode: mode,
          comments: {
            year: 'A good year overall.',
            personal: 'Personal skills improved.',
            social: 'Plays well with others.',
            academic: 'Recognises more letters.',
            occupational: 'Helps with simple tasks.',
            recreational: 'Enjoys drawing.',
          },
          outcome: transferResult(y.section, y.year, percents.yearPercent).outcome,
          transferredBy: 'bench-teacher',
        });
      }
    }
    for (let t = 0; t < terms.length; t += 200) {
      await db.insert(termReports).values(terms.slice(t, t + 200));
    }
    await db.insert(yearReports).values(years);
  }
  return { regNos, source };
}
