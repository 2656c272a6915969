import {
  type ImportProblem,
  sortByColumn,
  STUDENT_IMPORT_FIELDS,
  STUDENT_IMPORT_MESSAGES,
  type StudentImportRow,
  studentImportProblems,
} from '@pragati/domain';
import { inChunks } from '../../lib/in-turns.js';
import { contentRowKey } from '../../lib/xlsx-sheet-reader.js';
import type { ImportSnapshot } from './repository.js';
import type { ImportSheetRow } from './sheet.js';

export type ClassifiedRow = { rowNumber: number; cells: StudentImportRow; uploadKey: string };
export type Classified = {
  valid: ClassifiedRow[];
  invalid: (ClassifiedRow & { problems: ImportProblem[] })[];
  duplicates: { rowNumber: number; regNo: string }[];
  /** Rows naming a student whose account has never signed in: they get a new password. */
  reissue: { rowNumber: number; regNo: string }[];
};

/**
 * Names a sheet row across uploads: its registration number where it is the first row with
 * it, otherwise its content (with a count for identical rows), so a row without a usable
 * number is not kept twice either.
 */
export function uploadKey(cells: StudentImportRow, firstWithRegNo: boolean, occurrence: number) {
  if (firstWithRegNo) return `reg:${cells.regNo.toLowerCase()}`;
  return contentRowKey(
    STUDENT_IMPORT_FIELDS.map((f) => cells[f].toLowerCase()),
    occurrence,
  );
}

/** Rows checked between two turns of the event loop (a row's check: a fraction of a millisecond). */
const ROWS_PER_TURN = 20;

/**
 * Sorts the rows of a sheet, in order, against what the database held when the upload began:
 * a row whose registration number is already a student or a pending row, or whose key a
 * pending row has, is a duplicate (the sheet uploaded again adds nothing), except the first row
 * naming a student whose account has never signed in, which gets a new temporary password
 * (decisions §12); a row with any
 * problem is kept pending with every reason; the rest are registered.
 */
export function classifyImportRows(
  rows: readonly ImportSheetRow[],
  snapshot: ImportSnapshot,
  today: string,
): Classified {
  const classifier = importClassifier(snapshot, today);
  for (const row of rows) classifier.add(row);
  return classifier.result;
}

/**
 * The same, giving the event loop a turn every few rows: the upload runs on the thread that
 * answers every request, and 1,000 rows' checks held it for 0.3 s (issue 26 item 2).
 */
export async function classifyImportRowsInTurns(
  rows: readonly ImportSheetRow[],
  snapshot: ImportSnapshot,
  today: string,
): Promise<Classified> {
  const classifier = importClassifier(snapshot, today);
  await inChunks(rows, ROWS_PER_TURN, (row) => classifier.add(row));
  return classifier.result;
}

/** The rows' sorter: rows are added in sheet order, as what came before decides repeats. */
function importClassifier(snapshot: ImportSnapshot, today: string) {
  const result: Classified = { valid: [], invalid: [], duplicates: [], reissue: [] };
  const firstRowOf = new Map<string, number>();
  const occurrences = new Map<string, number>();
  const add = ({ rowNumber, cells, formulaCells }: ImportSheetRow) => {
    const regNo = cells.regNo.toLowerCase();
    const repeats = regNo ? firstRowOf.get(regNo) : undefined;
    if (regNo && repeats === undefined) firstRowOf.set(regNo, rowNumber);
    let key = uploadKey(cells, Boolean(regNo) && repeats === undefined, 0);
    if (key.startsWith('row:')) {
      const seen = occurrences.get(key) ?? 0;
      occurrences.set(key, seen + 1);
      key = uploadKey(cells, false, seen);
    }
    const known =
      (regNo && (snapshot.studentRegNos.has(regNo) || snapshot.pendingRegNos.has(regNo))) ||
      snapshot.pendingKeys.has(key);
    if (known) {
      // Once per student, from the first row naming them; any other row is a duplicate.
      const again = repeats === undefined && snapshot.neverSignedIn.has(regNo);
      (again ? result.reissue : result.duplicates).push({ rowNumber, regNo: cells.regNo });
      return;
    }
    let problems = studentImportProblems(cells, today, snapshot.structure);
    if (repeats !== undefined && !problems.some((p) => p.field === 'regNo')) {
      problems.push({
        field: 'regNo',
        message: STUDENT_IMPORT_MESSAGES.repeated(cells.regNo, repeats),
      });
    }
    // A formula without a value: its text is unknown, so that is the column's only reason.
    for (const [field, message] of Object.entries(formulaCells ?? {})) {
      problems = [
        ...problems.filter((p) => p.field !== field),
        { field: field as ImportProblem['field'], message },
      ];
    }
    problems = sortByColumn(problems);
    const row = { rowNumber, cells, uploadKey: key };
    if (problems.length) result.invalid.push({ ...row, problems });
    else result.valid.push(row);
  };
  return { add, result };
}
