import {
  checkTeacherFields,
  joinProblems,
  TEACHER_HEADERS,
  TEACHER_MESSAGES,
  type TeacherFields,
} from '@pragati/domain';
import { contentRowKey } from '../../lib/xlsx-sheet-reader.js';
import type { UploadSnapshot } from './upload-snapshot.js';
import type { SheetRow } from './sheets.js';

export type ValidRow = { rowNumber: number; fields: TeacherFields; uploadKey: string };
export type InvalidRow = ValidRow & { msg: string };

export type Classified = {
  valid: ValidRow[];
  invalid: InvalidRow[];
  alreadyRegistered: number;
  /** TeacherIds of listed teachers whose account has never signed in: they get new passwords. */
  reissue: string[];
};

/**
 * Names a sheet row across uploads, so the same sheet uploaded again updates its pending rows
 * instead of adding them twice: the TeacherId where it is the first row with that id, otherwise
 * the row's content (with a count for identical rows).
 */
export function contentKey(fields: TeacherFields, occurrence: number): string {
  return contentRowKey(
    [
      fields.teacherId.toLowerCase(),
      fields.teacherName.toLowerCase(),
      fields.teacherMNo,
      fields.email.toLowerCase(),
      fields.classId,
    ],
    occurrence,
  );
}

const COLUMN_PREFIXES = ['TeacherId', 'Name', 'Mobile', 'Email', 'ClassId'] as const;

export const teacherIdKey = (teacherId: string) => `id:${teacherId.toLowerCase()}`;

/**
 * Applies the row rules to every row of a sheet, in order, against what the database held when
 * the upload began. Which rows repeat an id, email or class depends on the sheet alone, so the
 * same sheet always gives the same verdicts. A row whose TeacherId is already a teacher is
 * left alone: counted as already registered, or, when that account has never signed in (an
 * earlier upload was cut off before anyone saw its passwords), listed for a new password.
 */
export function classifyRows(rows: readonly SheetRow[], snapshot: UploadSnapshot): Classified {
  const firstIdRow = new Map<string, number>();
  const firstEmailRow = new Map<string, number>();
  const firstClassRow = new Map<string, number>();
  const contentCounts = new Map<string, number>();
  const result: Classified = { valid: [], invalid: [], alreadyRegistered: 0, reissue: [] };

  for (const row of rows) {
    const { fields, problems } = checkTeacherFields(row, snapshot.classCodes);
    const isClass = (code: string) => snapshot.classCodes.includes(code);
    const idFormatOk = !problems.includes(TEACHER_MESSAGES.teacherIdFormat) && !!fields.teacherId;
    const id = fields.teacherId.toLowerCase();
    const repeatedIdRow = id ? firstIdRow.get(id) : undefined;
    if (id && repeatedIdRow === undefined) firstIdRow.set(id, row.rowNumber);

    // Every row claims its email and classes, valid or not: repeats are a matter of the sheet.
    const email = fields.email.toLowerCase();
    const repeatedEmailRow = email ? firstEmailRow.get(email) : undefined;
    if (email && repeatedEmailRow === undefined) firstEmailRow.set(email, row.rowNumber);
    const classRepeats = new Map<string, number>();
    for (const code of fields.classId.filter(isClass)) {
      const first = firstClassRow.get(code);
      if (first === undefined) firstClassRow.set(code, row.rowNumber);
      else classRepeats.set(code, first);
    }

    if (idFormatOk && repeatedIdRow === undefined && snapshot.teacherIds.has(id)) {
      if (snapshot.neverSignedIn.has(id)) result.reissue.push(fields.teacherId);
      else result.alreadyRegistered += 1;
      continue;
    }

    let uploadKey: string;
    if (idFormatOk && repeatedIdRow === undefined) {
      uploadKey = teacherIdKey(fields.teacherId);
    } else {
      const base = contentKey(fields, 0);
      const occurrence = contentCounts.get(base) ?? 0;
      contentCounts.set(base, occurrence + 1);
      uploadKey = contentKey(fields, occurrence);
    }

    // Reasons in column order: TeacherId, Name, MobileNo, Email, ClassId.
    const byColumn = COLUMN_PREFIXES.map((prefix) => problems.filter((p) => p.startsWith(prefix)));
    const [idProblems, , , emailProblems, classProblems] = byColumn as [
      string[],
      string[],
      string[],
      string[],
      string[],
    ];
    if (idFormatOk) {
      if (repeatedIdRow !== undefined) {
        idProblems.push(TEACHER_MESSAGES.teacherIdRepeated(fields.teacherId, repeatedIdRow));
      } else if (snapshot.accountIds.has(id)) {
        idProblems.push(TEACHER_MESSAGES.teacherIdAccount(fields.teacherId));
      } else if ((snapshot.pendingByTeacherId.get(id) ?? []).some((key) => key !== uploadKey)) {
        idProblems.push(TEACHER_MESSAGES.teacherIdPending(fields.teacherId));
      }
    }
    if (email && emailProblems.length === 0) {
      const owner = snapshot.emails.get(email);
      if (owner) emailProblems.push(TEACHER_MESSAGES.emailTaken(fields.email, owner));
      else if (repeatedEmailRow !== undefined)
        emailProblems.push(TEACHER_MESSAGES.emailRepeated(fields.email, repeatedEmailRow));
    }
    for (const code of fields.classId.filter(isClass)) {
      const holder = snapshot.classHolders.get(code);
      const repeated = classRepeats.get(code);
      if (holder) classProblems.push(TEACHER_MESSAGES.classTaken(code, holder));
      else if (repeated !== undefined)
        classProblems.push(TEACHER_MESSAGES.classRepeated(code, repeated));
    }
    // A formula without a value: its text is unknown, so that is the column's only reason.
    for (const [i, header] of TEACHER_HEADERS.entries()) {
      const formula = row.formulaCells?.[header];
      if (formula) byColumn[i] = [formula];
    }
    const rowProblems = byColumn.flat();

    if (rowProblems.length === 0) {
      result.valid.push({ rowNumber: row.rowNumber, fields, uploadKey });
    } else {
      result.invalid.push({
        rowNumber: row.rowNumber,
        fields,
        uploadKey,
        msg: joinProblems(rowProblems),
      });
    }
  }
  return result;
}
