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
import type { Db } from '../../db/client.js';
import type { ReportItem } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { updateStudentPlacement, updateTermReportAt } from '../progress/repository.js';
import { createTermReport, findTermReport, type TermReportRow } from '../progress/term-reports.js';
import { actorOf, assertCurrentYear, studentFor, termReportOrThrow } from './access.js';

const percentKey = (c: Exclude<Category, 'recreational'>) => `${c}Percent` as const;

function validAnswer(category: Category, answer: string | null | undefined): boolean {
  if (answer === null || answer === undefined || answer === '') return true;
  return category === 'recreational' ? isRecreationalAnswer(answer) : isAnswer(answer);
}

function sameItem(a: ReportItem, b: ReportItem): boolean {
  return (
    (a.itemId ?? null) === (b.itemId ?? null) &&
    a.question === b.question &&
    (a.answer ?? null) === (b.answer ?? null) &&
    Boolean(a.added) === Boolean(b.added)
  );
}

/** Saving a checklist's answers and evaluating it (which may start the next term). */
export function createChecklists(db: Db) {
  return {
    async saveForm(session: SessionUser, body: EvalFormRequest) {
      const student = await studentFor(db, session, body.id);
      assertCurrentYear(student, body.section, body.year);
      const category = categoryOfQaType(body.type as QaType);
      return db.transaction(async (tx) => {
        const report = await termReportOrThrow(tx, student, body.section, body.year, body.term);
        if (body.revision !== undefined && body.revision !== report.revision)
          throw conflict(PROGRESS_MESSAGES.stale);
        const existing = report.items[category] ?? [];
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
          answer: q.answer ? q.answer : null,
          ...(i >= existing.length || existing[i]?.added ? { added: true } : {}),
        }));
        // Field by field: the stored jsonb orders keys its own way, so the texts never match.
        const changed =
          items.length !== existing.length ||
          items.some((item, i) => !sameItem(item, existing[i]!));
        if (!changed) return { msg: 'Saved', revision: report.revision };
        // Changed answers need a new Evaluate before their figure and comments count again.
        const evaluated = { ...report.evaluated, [category]: false };
        const counts = { ...report.counts };
        delete counts[category];
        const updated = await updateTermReportAt(tx, report.id, report.revision, {
          items: { ...report.items, [category]: items },
          evaluated,
          counts,
          ...(category === 'recreational'
            ? { recreationalMode: null }
            : { [percentKey(category)]: null }),
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
        const report = await termReportOrThrow(tx, student, h.section, h.year, h.term);
        const answers = (report.items[category] ?? []).map((i) => i.answer);
        if (answers.some((a) => !a)) throw badRequest(PROGRESS_MESSAGES.selectAll);
        const percent = category === 'recreational' ? null : categoryPercent(answers);
        const mode = category === 'recreational' ? recreationalMode(answers) : null;
        const counts = countsOf(category, answers);
        // Counts go with the figure (the history shows them beside it), so both are written.
        const figureUnchanged =
          report.evaluated[category] &&
          report.counts[category] !== undefined &&
          (category === 'recreational'
            ? report.recreationalMode === mode
            : report[percentKey(category)] === percent);
        let current: TermReportRow = report;
        if (!figureUnchanged) {
          const updated = await updateTermReportAt(tx, report.id, report.revision, {
            evaluated: { ...report.evaluated, [category]: true },
            counts: { ...report.counts, [category]: counts },
            ...(category === 'recreational'
              ? { recreationalMode: mode }
              : { [percentKey(category)]: percent }),
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
          msg: 'Evaluated',
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
