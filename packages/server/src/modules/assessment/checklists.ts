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
import { badRequest, conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { updateStudentPlacement } from '../term-records/repository.js';
import { createTermReport, findTermReport } from '../term-records/term-reports.js';
import { actorOf, checklistOf } from './access.js';
import { settleGoals } from '../programme-goals/settle.js';
import { suggestedAtEvaluate } from '../programme-goals/probe-suggest.js';
import { type ChecklistStudent, sameItems, writeChecklist } from './checklist-repository.js';

function validAnswer(category: Category, answer: string | null | undefined): boolean {
  if (answer === null || answer === undefined || answer === '') return true;
  return category === 'recreational' ? isRecreationalAnswer(answer) : isAnswer(answer);
}

/** Saving a checklist's answers and evaluating it (which may start the next term). */
export function createChecklists(db: Db) {
  return {
    async saveForm(session: SessionUser, body: EvalFormRequest) {
      const category = categoryOfQaType(body.type as QaType);
      // One read and one write (with its audit entry), no transaction: the write is made at
      // the revision read, so a save that raced another fails as stale instead of overwriting.
      const { student, report } = await checklistOf(db, session, body, category);
      if (body.revision !== undefined && body.revision !== report.revision)
        throw conflict(PROGRESS_MESSAGES.stale);
      const existing = report.list;
      const sent = body.data.questions;
      // A list the bank had no items for (issue 29 part 4) is never saved empty.
      if (sent.length === 0 && existing.length === 0) throw conflict(PROGRESS_MESSAGES.noItems);
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
      const updated = await writeChecklist(
        db,
        report,
        category,
        { list: items, evaluated: false, counts: null, figure: null },
        {
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
        },
      );
      if (!updated) throw conflict(PROGRESS_MESSAGES.stale);
      return { msg: 'Saved', revision: updated.revision };
    },

    async evaluate(
      session: SessionUser,
      h: { id: string; section: Section; year: Year; term: Term; type: QaType },
    ): Promise<EvaluateResponse> {
      const category = categoryOfQaType(h.type);
      const { student, report, hasGoals } = await checklistOf(db, session, h, category);
      const answers = report.list.map((i) => i.answer);
      // Never an empty list evaluated at 0 % (issue 29 part 4): the group has no items yet.
      if (answers.length === 0) throw conflict(PROGRESS_MESSAGES.noItems);
      if (answers.some((a) => !a)) throw badRequest(PROGRESS_MESSAGES.selectAll);
      const percent = category === 'recreational' ? null : categoryPercent(answers);
      const mode = category === 'recreational' ? recreationalMode(answers) : null;
      const counts = countsOf(category, answers);
      // Counts go with the figure (the history shows them beside it), so both are written.
      const figureUnchanged =
        report.evaluated[category] && report.hasCounts && report.figure === (percent ?? mode);
      const actor = actorOf(session);
      const next = nextTerm(h.term);
      let current = { revision: report.revision, evaluated: report.evaluated };
      const write = async (tx: Executor) => {
        if (figureUnchanged) return;
        const updated = await writeChecklist(
          tx,
          report,
          category,
          { evaluated: true, counts, figure: percent ?? mode },
          {
            actor,
            action: 'checklist.evaluate',
            target: student.regNo,
            outcome: 'success',
            detail: { section: h.section, year: h.year, term: h.term, category, percent, mode },
          },
        );
        if (!updated) throw conflict(PROGRESS_MESSAGES.stale);
        current = updated;
      };
      const startNext = async (tx: Executor) => {
        if (isTermComplete(current.evaluated) && next)
          await startNextTerm(tx, actor, student, { ...h, next });
      };
      // Most Evaluates write one list and settle nothing: one statement. Goals to settle or a
      // term this Evaluate completes change more, so those run in a transaction. (Whether goals
      // exist is read before it: a goal set in that instant is settled at the next Evaluate.)
      if (hasGoals || (next && isTermComplete({ ...report.evaluated, [category]: true }))) {
        await db.transaction(async (tx) => {
          await write(tx);
          if (hasGoals)
            await settleGoals(tx, {
              actor,
              studentId: student.id,
              regNo: student.regNo,
              at: h,
              category,
              items: report.list,
            });
          await startNext(tx);
        });
      } else {
        // Written at the revision read, so what it finds evaluated is what was read plus this
        // area: a term this write completes was foreseen above.
        await write(db);
      }
      const termComplete = isTermComplete(current.evaluated);
      // Goals the probes say are met, for the teacher to confirm (issue 31 part 4).
      const suggestedMet = hasGoals ? await suggestedAtEvaluate(db, student.id, category, h) : [];
      return {
        msg: SERVER_MESSAGES.evaluated,
        result: percent ?? { mode: mode ?? '' },
        percent,
        mode,
        counts,
        revision: current.revision,
        termComplete,
        nextTerm: termComplete ? next : null,
        ...(suggestedMet.length ? { suggestedMet } : {}),
      };
    },
  };
}

/** The next term of the year, once every area of this one is evaluated (the student moves on). */
async function startNextTerm(
  tx: Executor,
  actor: ReturnType<typeof actorOf>,
  student: ChecklistStudent,
  h: { section: Section; year: Year; next: Term },
) {
  const at = { studentId: student.id, section: h.section, year: h.year };
  if (await findTermReport(tx, { ...at, term: h.next })) return;
  await createTermReport(tx, { ...at, term: h.next });
  await updateStudentPlacement(tx, student.id, {
    currSection: h.section,
    currYear: h.year,
    currTerm: h.next,
  });
  await audit(tx, {
    actor,
    action: 'term.create',
    target: student.regNo,
    outcome: 'success',
    detail: { section: h.section, year: h.year, term: h.next },
  });
}
