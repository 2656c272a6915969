import { createHash } from 'node:crypto';
import {
  type ImportProblem,
  sortByColumn,
  STUDENT_IMPORT_FIELDS,
  STUDENT_IMPORT_MESSAGES,
  type StudentImportRow,
  studentImportProblems,
} from '@pragati/domain';
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
  const content = JSON.stringify(STUDENT_IMPORT_FIELDS.map((f) => cells[f].toLowerCase()));
  return `row:${createHash('sha256').update(content).digest('hex').slice(0, 32)}:${occurrence}`;
}

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
  const result: Classified = { valid: [], invalid: [], duplicates: [], reissue: [] };
  const firstRowOf = new Map<string, number>();
  const occurrences = new Map<string, number>();
  for (const { rowNumber, cells, formulaCells } of rows) {
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
      continue;
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
  }
  return result;
}
