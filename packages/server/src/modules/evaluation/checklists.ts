import { SERVER_MESSAGES } from '@pragati/domain';
import {
  type Category,
  categoryOfQaType,
  categoryPercent,
  countsOf,
  type EvalFormRequest,
  type EvaluateResponse,
  isAnswer,
  isRecreationalAnswer,
  isTermComplete,
  nextTerm,
  PROGRESS_MESSAGES,
  type QaType,
  recreationalMode,
  type Section,
  type Term,
  type Year,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import type { ReportItem } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { type StudentRow, updateStudentPlacement } from '../progress/repository.js';
import { createTermReport, findTermReport } from '../progress/term-reports.js';
import { actorOf, assertCurrentYear, studentFor } from './access.js';
import { settleGoals } from '../goals/settle.js';
import { findChecklist, sameItems, writeChecklist } from './checklist-repository.js';

async function checklistOrThrow(
  db: Executor,
  student: StudentRow,
  at: { section: string; year: string; term: string },
  category: Category,
) {
  const { section, year, term } = at;
  const report = await findChecklist(db, { studentId: student.id, section, year, term }, category);
  if (!report) throw notFound(PROGRESS_MESSAGES.termMissing);
  return report;
}

function validAnswer(category: Category, answer: string | null | undefined): boolean {
  if (answer === null || answer === undefined || answer === '') return true;
  return category === 'recreational' ? isRecreationalAnswer(answer) : isAnswer(answer);
}

/** Saving a checklist's answers and evaluating it (which may start the next term). */
export function createChecklists(db: Db) {
  return {
    async saveForm(session: SessionUser, body: EvalFormRequest) {
      const student = await studentFor(db, session, body.id);
      assertCurrentYear(student, body.section, body.year);
      const category = categoryOfQaType(body.type as QaType);
      return db.transaction(async (tx) => {
        const report = await checklistOrThrow(tx, student, body, category);
        if (body.revision !== undefined && body.revision !== report.revision)
          throw conflict(PROGRESS_MESSAGES.stale);
        const existing = report.list;
        const sent = body.data.questions;
        if (
          sent.length < existing.length ||
          existing.some((item, i) => item.question.trim() !== sent[i]!.question)
        ) {
          throw badRequest(PROGRESS_MESSAGES.questionsChanged);
        }
        if (sent.some((q) => !validAnswer(category, q.answer)))
          throw badRequest(PROGRESS_MESSAGES.badAnswer);
        const items: ReportItem[] = sent.map((q, i) => ({
          itemId: existing[i]?.itemId ?? null,
          question: existing[i]?.question ?? q.question,
          // The term's own copy of the Hindi text stays; an added question has none.
          ...(existing[i]?.questionHi && !existing[i]?.added
            ? { questionHi: existing[i]!.questionHi }
            : {}),
          answer: q.answer ? q.answer : null,
          ...(i >= existing.length || existing[i]?.added ? { added: true } : {}),
        }));
        // The same answers again (a second tab, a retried save) keep the figure and revision.
        if (sameItems(items, existing)) return { msg: 'Saved', revision: report.revision };
        // Changed answers need a new Evaluate before their figure and comments count again.
        const updated = await writeChecklist(tx, report, category, {
          list: items,
          evaluated: false,
          counts: null,
          figure: null,
        });
        if (!updated) throw conflict(PROGRESS_MESSAGES.stale);
        await audit(tx, {
          actor: actorOf(session),
          action: 'checklist.save',
          target: student.regNo,
          outcome: 'success',
          detail: {
            section: body.section,
            year: body.year,
            term: body.term,
            category,
            added: items.filter((i) => i.added).length,
          },
        });
        return { msg: 'Saved', revision: updated.revision };
      });
    },

    async evaluate(
      session: SessionUser,
      h: { id: string; section: Section; year: Year; term: Term; type: QaType },
    ): Promise<EvaluateResponse> {
      const student = await studentFor(db, session, h.id);
      assertCurrentYear(student, h.section, h.year);
      const category = categoryOfQaType(h.type);
      return db.transaction(async (tx) => {
        const report = await checklistOrThrow(tx, student, h, category);
        const answers = report.list.map((i) => i.answer);
        if (answers.some((a) => !a)) throw badRequest(PROGRESS_MESSAGES.selectAll);
        const percent = category === 'recreational' ? null : categoryPercent(answers);
        const mode = category === 'recreational' ? recreationalMode(answers) : null;
        const counts = countsOf(category, answers);
        // Counts go with the figure (the history shows them beside it), so both are written.
        const figureUnchanged =
          report.evaluated[category] && report.hasCounts && report.figure === (percent ?? mode);
        let current = { revision: report.revision, evaluated: report.evaluated };
        if (!figureUnchanged) {
          const updated = await writeChecklist(tx, report, category, {
            evaluated: true,
            counts,
            figure: percent ?? mode,
          });
          if (!updated) throw conflict(PROGRESS_MESSAGES.stale);
          current = updated;
          await audit(tx, {
            actor: actorOf(session),
            action: 'checklist.evaluate',
            target: student.regNo,
            outcome: 'success',
            detail: { section: h.section, year: h.year, term: h.term, category, percent, mode },
          });
        }
        await settleGoals(tx, {
          actor: actorOf(session),
          studentId: student.id,
          regNo: student.regNo,
          at: h,
          category,
          items: report.list,
        });
        const termComplete = isTermComplete(current.evaluated);
        const next = nextTerm(h.term);
        if (termComplete && next) {
          const exists = await findTermReport(tx, {
            studentId: student.id,
            section: h.section,
            year: h.year,
            term: next,
          });
          if (!exists) {
            await createTermReport(tx, {
              studentId: student.id,
              section: h.section,
              year: h.year,
              term: next,
            });
            await updateStudentPlacement(tx, student.id, {
              currSection: h.section,
              currYear: h.year,
              currTerm: next,
            });
            await audit(tx, {
              actor: actorOf(session),
              action: 'term.create',
              target: student.regNo,
              outcome: 'success',
              detail: { section: h.section, year: h.year, term: next },
            });
          }
        }
        return {
          msg: SERVER_MESSAGES.evaluated,
          result: percent ?? { mode: mode ?? '' },
          percent,
          mode,
          counts,
          revision: current.revision,
          termComplete,
          nextTerm: termComplete ? next : null,
        };
      });
    },
  };
}
