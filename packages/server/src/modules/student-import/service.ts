import {
  enabledGroups,
  type Credential,
  duplicateRegNoMessage,
  type ImportProblem,
  importProblemText,
  importRowRegistration,
  importSummaryMessage,
  instituteDate,
  maskAadhaar,
  type PendingStudentRow,
  registeredMessage,
  sortByColumn,
  STUDENT_IMPORT_MESSAGES,
  type StudentImportResponse,
  type StudentImportRow,
  type StudentImportRowInput,
  studentImportProblems,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import type { AadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { type Actor, audit } from '../../lib/audit.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { inTurns } from '../../lib/in-turns.js';
import { auditRead } from '../../lib/read-audit.js';
import { findStudentByRegNo } from '../student-records/repository.js';
import type { StudentService } from '../student-records/service.js';
import { assertAadhaarKeyInUse } from '../keys/in-use.js';
import * as repo from './repository.js';
import { classifyImportRowsInTurns } from './rules.js';
import { consentsOfRows, recordForExisting, recordImportedConsent } from './consent-columns.js';
import { reissuePasswords } from './reissue.js';
import type { ImportSheetRow } from './sheet.js';
import { readStructure } from '../programme-structure/repository.js';
import { runSheetJob } from '../../lib/sheet-pool.js';

export type StudentImportOptions = {
  students: StudentService;
  cipher: AadhaarCipher;
  /** The clock the date rules read; tests may fix it. */
  now?: () => Date;
};

/**
 * Rows registered at once: one hashes its password while another's transaction runs (the
 * embedded database runs the transactions one after another anyway). The rows of one sheet
 * never share a number (checked first), so they cannot clash with each other.
 */
const REGISTER_CONCURRENCY = 3;

/** A refusal of the registration service, as a reason the row stays pending. */
const refusal = (error: HttpError): ImportProblem => ({
  field: error.statusCode === 409 ? 'regNo' : 'row',
  message: error.message,
});

export function createStudentImportService(
  db: Db,
  { students, cipher, now = () => new Date() }: StudentImportOptions,
) {
  const today = () => instituteDate(now());

  /** The Aadhaar cell encrypted (never stored in clear), with its last four digits to mask. */
  function sealAadhaar(text: string) {
    const digits = text.replace(/\D/g, '');
    return {
      aadhaarCipher: text ? cipher.encrypt(text) : null,
      aadhaarLast4: digits.length >= 4 ? digits.slice(-4) : '',
    };
  }

  const view = (row: repo.PendingRow): PendingStudentRow => ({
    id: row.id,
    rowNumber: row.rowNumber,
    regNo: row.regNo,
    name: row.name,
    regDate: row.regDate,
    dob: row.dob,
    sex: row.sex,
    aadhaarMasked: row.aadhaarLast4 ? maskAadhaar(row.aadhaarLast4) : '',
    mobileNo: row.mobileNo,
    section: row.section,
    problems: row.problems,
    updatedAt: row.updatedAt.toISOString(),
  });

  const cellsOf = (row: repo.PendingRow): StudentImportRow => ({
    regNo: row.regNo,
    name: row.name,
    regDate: row.regDate,
    dob: row.dob,
    sex: row.sex,
    aadharNo: row.aadhaarCipher ? cipher.decrypt(row.aadhaarCipher) : '',
    mobileNo: row.mobileNo,
    section: row.section,
  });

  /** Every reason, the database's too: a number that became a student meanwhile. */
  async function problemsOf(cells: StudentImportRow): Promise<ImportProblem[]> {
    const problems = studentImportProblems(cells, today(), await readStructure(db));
    if (cells.regNo && !problems.some((p) => p.field === 'regNo')) {
      if (await findStudentByRegNo(db, cells.regNo)) {
        problems.push({ field: 'regNo', message: duplicateRegNoMessage(cells.regNo) });
      }
    }
    return sortByColumn(problems);
  }

  async function savePending(
    actor: Actor,
    rows: {
      rowNumber: number;
      uploadKey: string;
      cells: StudentImportRow;
      problems: ImportProblem[];
    }[],
  ): Promise<number> {
    if (rows.length === 0) return 0;
    return db.transaction(async (tx) => {
      await assertAadhaarKeyInUse(tx, cipher);
      const saved = await repo.insertPendingRows(
        tx,
        rows.map(({ cells: { aadharNo, ...cells }, ...row }) => ({
          ...row,
          cells,
          ...sealAadhaar(aadharNo),
        })),
      );
      await audit(tx, {
        actor,
        action: 'student.import.pending.save',
        outcome: 'success',
        detail: { count: saved, rows: rows.slice(0, 200).map((r) => r.rowNumber) },
      });
      return saved;
    });
  }

  return {
    /** The template, its Class list the institute's enabled groups (issue 29). */
    async template(): Promise<Buffer> {
      const names = enabledGroups(await readStructure(db)).map((g) => g.names.en);
      return runSheetJob('studentTemplate', names);
    },
    /**
     * Registers the rows of an uploaded sheet: each valid row through the registration service
     * (its own transaction, its rules, its audit entry), the others kept pending with every
     * reason; a listed student whose account never signed in gets a new temporary password. A row the service refuses (its number taken meanwhile) is kept pending with the
     * service's message, or counted a duplicate when that number is now a student.
     */
    async upload(actor: Actor, rows: readonly ImportSheetRow[]): Promise<StudentImportResponse> {
      const consents = await consentsOfRows(db, rows, today());
      const snapshot = await repo.readImportSnapshot(db);
      const { valid, invalid, duplicates, reissue } = await classifyImportRowsInTurns(
        rows,
        snapshot,
        today(),
      );
      const existing = [...duplicates, ...reissue];
      // The rows to fix are kept first: an unexpected failure below cannot lose them.
      const kept = await savePending(actor, invalid);
      const late: typeof invalid = [];
      let recorded = 0;
      const outcomes = await inTurns(valid, REGISTER_CONCURRENCY, async (row) => {
        try {
          const consent = consents.get(row.rowNumber);
          const result = await students.register(
            importRowRegistration(row.cells, snapshot.structure),
            actor,
            {
              alsoInTransaction: async (tx) => {
                if (consent) await recordImportedConsent(tx, actor, row.cells.regNo, consent);
              },
            },
          );
          // A new student has no consent yet: the registration's transaction recorded it.
          if (consent) recorded++;
          return { userId: result.regNo, temporaryPassword: result.temporaryPassword };
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          if (error.message === duplicateRegNoMessage(row.cells.regNo)) {
            duplicates.push({ rowNumber: row.rowNumber, regNo: row.cells.regNo });
          } else {
            late.push({ ...row, problems: [refusal(error)] });
          }
          return null;
        }
      });
      const credentials = outcomes.filter((c): c is Credential => c !== null);
      const pending = kept + (await savePending(actor, late));
      const again = await reissuePasswords(db, actor, reissue);
      duplicates.push(...again.signedIn);
      const counts = {
        registered: credentials.length,
        pending,
        duplicates: duplicates.length + invalid.length + late.length - pending,
        reissued: again.credentials.length,
      };
      // Each consent has its own audit entry (consent-columns.ts).
      recorded += await recordForExisting(db, actor, existing, consents);
      credentials.push(...again.credentials);
      await audit(db, {
        actor,
        action: 'student.import',
        outcome: 'success',
        detail: { rows: rows.length, ...counts },
      });
      duplicates.sort((a, b) => a.rowNumber - b.rowNumber);
      return {
        msg: importSummaryMessage(counts),
        ...counts,
        consents: recorded,
        duplicateRows: duplicates,
        credentials,
      };
    },

    async listPending(actor: Actor) {
      const [rows] = await Promise.all([
        repo.listPendingRows(db),
        auditRead(db, {
          actor,
          action: 'student.import.pending.read',
          target: 'pending student rows',
          outcome: 'success',
        }),
      ]);
      return { count: rows.length, data: rows.map(view) };
    },

    /** Saves the fixed cells with their reasons now; an empty Aadhaar keeps the stored one. */
    async fixPending(actor: Actor, id: string, input: StudentImportRowInput) {
      const row = await repo.findPendingRow(db, id);
      if (!row) throw notFound(STUDENT_IMPORT_MESSAGES.notFound);
      const cells = { ...input, aadharNo: input.aadharNo || cellsOf(row).aadharNo };
      const problems = await problemsOf(cells);
      const { aadharNo, ...rest } = cells;
      const sealed = input.aadharNo ? sealAadhaar(aadharNo) : {};
      const saved = await db.transaction(async (tx) => {
        if (input.aadharNo) await assertAadhaarKeyInUse(tx, cipher);
        const updated = await repo.updatePendingRow(tx, id, { cells: rest, ...sealed, problems });
        if (!updated) throw notFound(STUDENT_IMPORT_MESSAGES.notFound);
        await audit(tx, {
          actor,
          action: 'student.import.pending.update',
          target: `row ${row.rowNumber}`,
          outcome: 'success',
          detail: { problems: problems.length, aadhaarChanged: Boolean(input.aadharNo) },
        });
        return updated;
      });
      return { msg: STUDENT_IMPORT_MESSAGES.saved(row.rowNumber), row: view(saved) };
    },

    /** Registers a pending row as it is now, through the registration service; the row goes in the same transaction. */
    async registerPending(actor: Actor, id: string) {
      const row = await repo.findPendingRow(db, id);
      if (!row) throw notFound(STUDENT_IMPORT_MESSAGES.notFound);
      const cells = cellsOf(row);
      const problems = await problemsOf(cells);
      const keep = async (reasons: ImportProblem[]) => {
        const { aadharNo: _aadhaar, ...rest } = cells;
        await repo.updatePendingRow(db, id, { cells: rest, problems: reasons });
      };
      if (problems.length) {
        await keep(problems);
        throw badRequest(problems.map(importProblemText).join('; '));
      }
      try {
        const structure = await readStructure(db);
        const result = await students.register(importRowRegistration(cells, structure), actor, {
          alsoInTransaction: async (tx) => {
            if (!(await repo.deletePendingRow(tx, id)))
              throw notFound(STUDENT_IMPORT_MESSAGES.notFound);
          },
        });
        const credentials = [{ userId: result.regNo, temporaryPassword: result.temporaryPassword }];
        return { msg: registeredMessage(result.regNo), credentials };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode !== 404) await keep([refusal(error)]);
        throw error;
      }
    },

    async deletePending(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const row = await repo.deletePendingRow(tx, id);
        if (!row) throw notFound(STUDENT_IMPORT_MESSAGES.notFound);
        await audit(tx, {
          actor,
          action: 'student.import.pending.delete',
          target: `row ${row.rowNumber}`,
          outcome: 'success',
        });
        return { msg: STUDENT_IMPORT_MESSAGES.deleted(row.rowNumber) };
      });
    },
  };
}
export type StudentImportService = ReturnType<typeof createStudentImportService>;
