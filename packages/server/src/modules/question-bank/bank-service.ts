import type { Category, SaveQuestionListRequest, Section } from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../lib/audit.js';
import type { SessionUser } from '../../lib/policy.js';
import {
  getQuestionBank,
  getQuestionHistory,
  getQuestionVersion,
  saveQuestionList,
} from './service.js';
import type { QuestionSheetRead } from './sheet.js';
import { exportQuestionBank, importQuestionBank } from './spreadsheet.js';

/**
 * The admin's calls on the question bank (decisions §6, routes.ts), given the database once: the
 * lists and their versions (service.ts) and the bank as a sheet (spreadsheet.ts).
 */
export function createQuestionBankService(db: Db) {
  return {
    bank: () => getQuestionBank(db),
    version: (versionId: number) => getQuestionVersion(db, versionId),
    history: (section: Section, category: Category) => getQuestionHistory(db, section, category),
    saveList: (
      session: SessionUser,
      section: string,
      category: Category,
      input: SaveQuestionListRequest,
    ) => saveQuestionList(db, actorOf(session), section, category, input),
    exportSheet: () => exportQuestionBank(db),
    importSheet: (session: SessionUser, readSheet: () => Promise<QuestionSheetRead>) =>
      importQuestionBank(db, actorOf(session), readSheet),
  };
}
export type QuestionBankService = ReturnType<typeof createQuestionBankService>;
