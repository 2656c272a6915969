import { isSection, isTerm, isYear, type Section, type Term, type Year } from '@pragati/domain';

/*
 * The teacher's flow keys in localStorage, as the spec's screens keep them (spec section 3):
 * the chosen student (studentId, studentName, regNo) and where in the record the teacher is
 * working (section, year, term). Logout clears them with the rest of localStorage.
 */

const KEYS = {
  studentId: 'studentId',
  studentName: 'studentName',
  regNo: 'regNo',
  section: 'section',
  year: 'year',
  term: 'term',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the flow then starts again from the teacher home.
  }
}

export interface FlowStudent {
  /** The spec's calls identify a student by regNo (decisions §3), so studentId holds it too. */
  studentId: string;
  studentName: string;
  regNo: string;
}

export interface Flow {
  student: FlowStudent | null;
  section: Section | null;
  year: Year | null;
  term: Term | null;
}

export function readFlow(): Flow {
  const regNo = read(KEYS.regNo);
  const section = read(KEYS.section);
  const year = read(KEYS.year);
  const term = read(KEYS.term);
  return {
    student: regNo
      ? {
          regNo,
          studentId: read(KEYS.studentId) ?? regNo,
          studentName: read(KEYS.studentName) ?? '',
        }
      : null,
    section: isSection(section) ? section : null,
    year: isYear(year) ? year : null,
    term: isTerm(term) ? term : null,
  };
}

export function storeStudent(student: { regNo: string; name: string }): void {
  write(KEYS.studentId, student.regNo);
  write(KEYS.studentName, student.name);
  write(KEYS.regNo, student.regNo);
}

/** Terms screen: "On entry the stored term, year and section are cleared." */
export function clearSelection(): void {
  write(KEYS.section, null);
  write(KEYS.year, null);
  write(KEYS.term, null);
}

export function storeYear(section: Section, year: Year): void {
  write(KEYS.section, section);
  write(KEYS.year, year);
  write(KEYS.term, null);
}

export function storeTerm(term: Term): void {
  write(KEYS.term, term);
}
