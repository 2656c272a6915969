import {
  type ImportQuestionsResponse,
  parseQuestionSheet,
  QUESTION_BANK_MESSAGES,
  QUESTION_IMPORT_MESSAGES,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, HttpError } from '../../lib/errors.js';
import { runSheetJob } from '../../lib/sheet-pool.js';
import { bankGroups } from './bank-groups.js';
import { writeImport } from './import-write.js';
import type { QuestionSheetRead } from './sheet.js';
import {
  getQuestionBank,
  isUniqueViolation,
  type ListChange,
  type SessionActor,
} from './service.js';

const summary = (c: ListChange) => ({
  section: c.section,
  category: c.category,
  version: c.version.version,
  items: c.items,
  changed: c.changed,
  added: c.added,
  retired: c.retired,
});

/**
 * POST /admin/questions/import: every row is checked before anything is written; each section
 * and category in the file then becomes a new version of its list (unless identical to the
 * current one), all or nothing (import-write.ts). A refused file changes nothing and is audited as
 * such.
 */
export async function importQuestionBank(
  db: Db,
  actor: SessionActor,
  /** Reads the uploaded sheet (in the sheet worker, lib/xlsx-upload.ts). */
  readSheet: () => Promise<QuestionSheetRead>,
): Promise<ImportQuestionsResponse> {
  const refuse = async (message: string, extra?: HttpError['extra']) => {
    await audit(db, {
      actor,
      action: 'questionBank.import',
      target: 'question bank',
      outcome: 'failure',
      detail: { reason: message },
    });
    return extra ? badRequest(message, extra) : badRequest(message);
  };

  let read: QuestionSheetRead;
  try {
    read = await readSheet();
  } catch (error) {
    if (error instanceof HttpError) {
      await audit(db, {
        actor,
        action: 'questionBank.import',
        target: 'question bank',
        outcome: 'failure',
        detail: { reason: error.message },
      });
    }
    throw error;
  }
  if (!read) throw await refuse(QUESTION_IMPORT_MESSAGES.headers);
  if (read.formulas.length) {
    const issues = read.formulas.map((i) => ({ path: `row ${i.row}`, message: i.message }));
    throw await refuse(read.formulas[0]!.message, { issues });
  }
  // The Section column names one of the institute's enabled groups, by code or by either name.
  const groups = (await bankGroups(db)).map((g) => ({
    code: g.code,
    names: [g.names.en, g.names.hi],
  }));
  const parsed = parseQuestionSheet(read.rows, groups);
  if (!parsed.ok) {
    const issues = parsed.issues.map((i) => ({ path: `row ${i.row}`, message: i.message }));
    throw await refuse(parsed.issues[0]!.message, { issues });
  }
  if (parsed.lists.length === 0) throw await refuse(QUESTION_IMPORT_MESSAGES.noQuestions);

  try {
    const changes = await writeImport(db, actor, parsed.lists, (c) => c.map(summary));
    return {
      msg: changes.some((c) => c.changed)
        ? QUESTION_BANK_MESSAGES.imported
        : QUESTION_BANK_MESSAGES.importedUnchanged,
      categories: changes.map(summary),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(QUESTION_BANK_MESSAGES.stale);
    throw error;
  }
}

/** GET /admin/questions/export: the current bank in the import layout, so it can go back in. */
export async function exportQuestionBank(db: Executor): Promise<Buffer> {
  const bank = await getQuestionBank(db);
  return runSheetJob('questionBankSheet', bank.data);
}
