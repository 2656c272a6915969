import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATEGORIES, type Category, type Section } from '@pragati/domain';
import { fixtureBank } from './question-bank.js';

/**
 * A small export of the original system, made by the tests from shared/spec/original-database.md:
 * every awkward case the import must meet. Item texts are the real FACP bank's (the original's
 * hard-coded lists), one with its case and spacing changed and one not in the bank.
 */
const bank = fixtureBank();
const oid = (n: number) => ({ $oid: n.toString(16).padStart(24, '0') });
let next = 1;
const id = () => oid(next++);

const CYCLE = ['Yes', 'C-P1', 'Yes', 'NE', 'NA', 'C-P2', 'Yes'];
const RECREATION = ['A', 'B', 'A', 'C'];

function answersFor(section: Section, category: Category, shift: number, blank = false) {
  return bank[section][category].map((question, i) => ({
    _id: id(),
    question: i === 0 ? `  ${question.toUpperCase()}  ` : question,
    answer: blank
      ? ''
      : category === 'recreational'
        ? RECREATION[(i + shift) % RECREATION.length]
        : CYCLE[(i + shift) % CYCLE.length],
  }));
}

/** The original's stored percent: the same rule as Pragati's for these answers. */
function storedPercent(items: { answer: string }[]) {
  const yes = items.filter((i) => i.answer === 'Yes').length;
  const counted = items.filter((i) => ['Yes', 'NE', 'C-P1', 'C-P2'].includes(i.answer)).length;
  return counted ? Math.round((10000 * yes) / counted) / 100 : 0;
}

export function termReport(section: Section, term: string, shift: number, evaluated = true) {
  const report = Object.fromEntries(
    CATEGORIES.map((c) => [`${c}QA`, answersFor(section, c, shift, !evaluated)]),
  ) as Record<string, { _id: unknown; question: string; answer: string }[]>;
  const percent: Record<string, unknown> = { recreationalPercent: 0, mode: evaluated ? 'A' : '' };
  for (const c of ['personal', 'social', 'academic', 'occupational'])
    percent[`${c}Percent`] = evaluated ? storedPercent(report[`${c}QA`]!) : null;
  return {
    _id: id(),
    term,
    evaluated: Object.fromEntries(CATEGORIES.map((c) => [c, evaluated])),
    report,
    percent,
    comment: evaluated
      ? { termComment: `Term ${term} went well`, personalComment: 'Dresses alone' }
      : {},
  };
}

const fullYear = (section: Section, year: string) => ({
  _id: id(),
  year,
  termReport: ['Entry', 'I', 'II', 'III'].map((t, i) => termReport(section, t, i)),
  comment: { yearComment: 'A good year', yearPersonalComment: 'More independent' },
  percent: { total: 1 },
});

function intake(regNo: string, extra: Record<string, unknown>, groups: Record<string, unknown>) {
  return {
    _id: id(),
    info: {
      regNo,
      regDate: { $date: '2015-06-09T18:30:00Z' },
      dob: { $date: { $numberLong: String(Date.UTC(2010, 0, 31, 18, 30)) } },
      name: `Child ${regNo}`,
      sex: 'Male',
      information: 'Mother',
      aadharNo: 234567890123,
      mobileNo: 9876543210,
      treatmentUnderGone: 'false',
      historyOfPresentCondition: ['Late walking'],
      ...extra,
    },
    presentingComplaints: { indicatesTheToiletNeeds: 'Since age 3', eatsSelf: 'No' },
    history: { convulsion1: 'None', jaundice1: 'No' },
    familyHistory: { typeOfFamily: 'Joint' },
    developmentHistory: { motor: 'Delayed' },
    __v: 0,
    ...groups,
  };
}

export function originalExport() {
  next = 1;
  const s1 = {
    _id: id(),
    regNo: 'REG001',
    name: 'Child REG001',
    currYear: '1',
    currTerm: 'II',
    currSection: 'primary1',
    classId: 'primary1_1',
    section: [
      { _id: id(), status: 'pass', sec: 'preprimary', yearReport: [fullYear('preprimary', '1')] },
      {
        _id: id(),
        status: 'ongoing',
        sec: 'primary1',
        yearReport: [
          {
            _id: id(),
            year: '1',
            termReport: [
              termReport('primary1', 'Entry', 2),
              termReport('primary1', 'I', 3),
              termReport('primary1', 'II', 0, false),
            ],
            comment: {},
            percent: {},
          },
        ],
      },
    ],
    __v: 3,
  };
  // The awkward term items: an answer no screen offered, a question the bank lacks, a wrong figure.
  const entry = s1.section[0]!.yearReport[0]!.termReport[0]!;
  entry.report.personalQA!.push({ _id: id(), question: 'Rides a tricycle', answer: 'Yes' });
  entry.percent.socialPercent = 12.34;
  s1.section[1]!.yearReport[0]!.termReport[2]!.report.socialQA![0]!.answer = 'No';
  const s2 = {
    _id: id(),
    regNo: 'REG002',
    name: 'Child REG002',
    currYear: 'passedOut',
    currTerm: 'III',
    currSection: 'primary2',
    classId: 'primary2_3',
    section: [
      { _id: id(), status: 'ongoing', sec: 'primary2', yearReport: [fullYear('primary2', '3')] },
    ],
  };
  const s3 = {
    ...s1,
    _id: id(),
    regNo: 'REG003',
    name: 'Child REG003',
    section: [],
    currTerm: 'Entry',
  };
  const details = [
    intake('REG001', { aadharNo: { $numberLong: '234567890123' } }, {}),
    intake(
      'REG002',
      { sex: 'female', aadharNo: 345678901234, treatmentUnderGone: true },
      {
        familyHistory: { genogram: 'Drawn on paper' },
      },
    ),
    intake('REG003', { dob: undefined }, {}),
  ];
  return {
    users: [
      { _id: id(), id: 'admin', password: 'admin', role: 'admin' },
      { _id: id(), id: 'principal', password: 'principal', role: 'principal' },
      { _id: id(), id: 'T1', password: 'T1', role: 'teacher' },
      { _id: id(), id: 'REG001', password: 'REG001', role: 'student' },
      { _id: id(), id: 'REG002', password: 'REG002', role: 'student' },
      { _id: id(), id: 'ghost', password: 'ghost', role: 'teacher' },
    ],
    teachers: [
      {
        _id: id(),
        teacherId: 'T1',
        teacherName: 'Asha Rao',
        teacherMNo: { $numberLong: '9123456780' },
        email: 'asha@gmail.com',
        classId: ['primary1_1', 'preprimary_1'],
        __v: 0,
      },
      {
        _id: id(),
        teacherId: 'T2',
        teacherName: 'Binu Das',
        email: 'binu@gmail.com',
        classId: ['primary2_3'],
        __v: 0,
      },
    ],
    pendingteachers: [
      {
        _id: id(),
        teacherId: 'T9',
        teacherName: 'Chitra',
        teacherMNo: 9000000001,
        email: 'c@gmail.com',
        classId: ['temp_1'],
        msg: 'Invalid class',
      },
      {
        _id: id(),
        teacherId: 'T1',
        teacherName: 'Asha Rao',
        teacherMNo: 9123456780,
        email: 'asha@gmail.com',
        classId: [],
        msg: 'Duplicate',
      },
    ],
    classes: [
      {
        _id: id(),
        classId: 'primary1_1',
        teacherId: 'TOLD',
        section: 'primary1',
        year: '1',
        student: ['REG001'],
      },
      {
        _id: id(),
        classId: 'preprimary_1',
        teacherId: 'T1',
        section: 'preprimary',
        year: '1',
        student: ['REG999'],
      },
    ],
    studentdetails: details,
    students: [s1, s2, s3],
  };
}

/** Writes the export as mongoexport would: NDJSON, students canonical, users as --jsonArray. */
export function writeExportFolder(
  exp: ReturnType<typeof originalExport> = originalExport(),
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-original-'));
  const canonical = (v: unknown): unknown =>
    typeof v === 'number'
      ? Number.isInteger(v)
        ? { $numberInt: String(v) }
        : { $numberDouble: String(v) }
      : Array.isArray(v)
        ? v.map(canonical)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, canonical(x)]))
          : v;
  for (const [name, docs] of Object.entries(exp)) {
    const text =
      name === 'users'
        ? JSON.stringify(docs)
        : docs.map((d) => JSON.stringify(name === 'students' ? canonical(d) : d)).join('\n');
    fs.writeFileSync(path.join(dir, `${name}.json`), `${text}\n`);
  }
  return dir;
}
