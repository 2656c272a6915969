import {
  type Category,
  categoryOfQaType,
  categoryPercent,
  classCode,
  classDisplayName,
  countAnswers,
  type EvalFormRequest,
  type EvaluateResponse,
  isAnswer,
  isRecreationalAnswer,
  isTermComplete,
  isYearComplete,
  nextTerm,
  PROGRESS_MESSAGES,
  type QaType,
  recreationalMode,
  type Section,
  type Term,
  type TermCommentRequest,
  transferResult,
  type Year,
  yearFigures,
  type YearEndTransferRequest,
  CLASS_CODES,
} from '@pragati/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { type ReportItem, students } from '../../db/schema/index.js';
import { type Actor, audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { buildProgressRecord } from '../progress/progress-record.js';
import {
  findYearReport,
  findYearReports,
  insertYearReport,
  type StudentRow,
  updateStudentPlacement,
  updateTermReportAt,
} from '../progress/repository.js';
import {
  createTermReport,
  findTermReport,
  findTermReports,
  type TermReportRow,
} from '../progress/term-reports.js';
import { assertCurrentYear, assertOwnId, studentOfTeacher, teacherContext } from './access.js';

const actorOf = (s: SessionUser): Actor => ({ userId: s.userId, role: s.role });
const percentKey = (c: Exclude<Category, 'recreational'>) => `${c}Percent` as const;

async function termReportOrThrow(
  db: Executor,
  student: StudentRow,
  section: string,
  year: string,
  term: string,
) {
  const report = await findTermReport(db, { studentId: student.id, section, year, term });
  if (!report) throw notFound(PROGRESS_MESSAGES.termMissing);
  return report;
}

function validAnswer(category: Category, answer: string | null | undefined): boolean {
  if (answer === null || answer === undefined || answer === '') return true;
  return category === 'recreational' ? isRecreationalAnswer(answer) : isAnswer(answer);
}

export function createEvaluationService(db: Db) {
  async function studentFor(session: SessionUser, regNo: string) {
    const context = await teacherContext(db, session);
    return studentOfTeacher(db, context, regNo);
  }

  return {
    async students(session: SessionUser, headerId: string) {
      assertOwnId(session, headerId);
      const { classIds } = await teacherContext(db, session);
      const rows = classIds.length
        ? await db
            .select({
              id: students.id,
              regNo: students.regNo,
              name: students.name,
              section: students.currSection,
              year: students.currYear,
            })
            .from(students)
            .where(
              and(
                eq(students.status, 'active'),
                inArray(students.currSection, [...new Set(classIds.map((c) => c.split('_')[0]!))]),
              ),
            )
            .orderBy(asc(students.regNo))
        : [];
      const ordered = CLASS_CODES.filter((c) => classIds.includes(c));
      return {
        data: ordered
          .map((classId) => ({
            classId,
            className: classDisplayName(classId),
            students: rows
              .filter((r) => classCode(r.section as Section, r.year as Year) === classId)
              .map((r) => ({ _id: String(r.id), regNo: r.regNo, name: r.name, classId })),
          }))
          .filter((group) => group.students.length > 0),
      };
    },

    async teacher(session: SessionUser, headerId: string) {
      assertOwnId(session, headerId);
      const { teacher, classIds } = await teacherContext(db, session);
      return {
        data: { teacherId: teacher.teacherId, teacherName: teacher.name, classId: classIds },
      };
    },

    async record(session: SessionUser, regNo: string, withReport: boolean) {
      const student = await studentFor(session, regNo);
      const [terms, years] = await Promise.all([
        findTermReports(db, student.id),
        findYearReports(db, student.id),
      ]);
      return buildProgressRecord(student, terms, years, withReport);
    },

    async saveForm(session: SessionUser, body: EvalFormRequest) {
      const student = await studentFor(session, body.id);
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
        const changed = JSON.stringify(items) !== JSON.stringify(existing);
        if (!changed) return { msg: 'Saved', revision: report.revision };
        // Changed answers need a new Evaluate before their figure and comments count again.
        const evaluated = { ...report.evaluated, [category]: false };
        const updated = await updateTermReportAt(tx, report.id, report.revision, {
          items: { ...report.items, [category]: items },
          evaluated,
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
      const student = await studentFor(session, h.id);
      assertCurrentYear(student, h.section, h.year);
      const category = categoryOfQaType(h.type);
      return db.transaction(async (tx) => {
        const report = await termReportOrThrow(tx, student, h.section, h.year, h.term);
        const answers = (report.items[category] ?? []).map((i) => i.answer);
        if (answers.some((a) => !a)) throw badRequest(PROGRESS_MESSAGES.selectAll);
        const percent = category === 'recreational' ? null : categoryPercent(answers);
        const mode = category === 'recreational' ? recreationalMode(answers) : null;
        const counts =
          category === 'recreational'
            ? Object.fromEntries(
                ['A', 'B', 'C', 'D', 'E'].map((l) => [l, answers.filter((a) => a === l).length]),
              )
            : countAnswers(answers);
        const figureUnchanged =
          report.evaluated[category] &&
          (category === 'recreational'
            ? report.recreationalMode === mode
            : report[percentKey(category)] === percent);
        let current: TermReportRow = report;
        if (!figureUnchanged) {
          const updated = await updateTermReportAt(tx, report.id, report.revision, {
            evaluated: { ...report.evaluated, [category]: true },
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
          result: { percent, mode, counts },
          revision: current.revision,
          termComplete,
          nextTerm: termComplete ? next : null,
        };
      });
    },

    async comment(session: SessionUser, body: TermCommentRequest) {
      const student = await studentFor(session, body.id);
      assertCurrentYear(student, body.section, body.year);
      return db.transaction(async (tx) => {
        const report = await termReportOrThrow(tx, student, body.section, body.year, body.term);
        if (body.type === 'termComment') {
          if (!isTermComplete(report.evaluated)) throw badRequest(PROGRESS_MESSAGES.termIncomplete);
        } else {
          const category = body.type.replace(/Comment$/, '') as Category;
          if (!report.evaluated[category]) throw badRequest(PROGRESS_MESSAGES.notEvaluated);
        }
        const updated = await updateTermReportAt(tx, report.id, report.revision, {
          comments: { ...report.comments, [body.type]: body.comments },
        });
        if (!updated) throw conflict(PROGRESS_MESSAGES.stale);
        await audit(tx, {
          actor: actorOf(session),
          action: 'checklist.comment',
          target: student.regNo,
          outcome: 'success',
          detail: { section: body.section, year: body.year, term: body.term, type: body.type },
        });
        return {
          msg:
            body.type === 'termComment'
              ? PROGRESS_MESSAGES.termEvaluated
              : PROGRESS_MESSAGES.checklistSubmitted,
          revision: updated.revision,
        };
      });
    },

    async transfer(
      session: SessionUser,
      h: { id: string; section: Section; year: Year },
      body: YearEndTransferRequest,
    ) {
      const student = await studentFor(session, h.id);
      return db.transaction(async (tx) => {
        // A repeated submit (another tab, a double click) is a conflict, not a wrong year.
        if (await findYearReport(tx, { studentId: student.id, section: h.section, year: h.year })) {
          throw conflict(PROGRESS_MESSAGES.alreadyTransferred);
        }
        assertCurrentYear(student, h.section, h.year);
        const terms = (await findTermReports(tx, student.id)).filter(
          (t) => t.section === h.section && t.year === h.year,
        );
        if (!isYearComplete(terms.map((t) => ({ term: t.term as Term, evaluated: t.evaluated })))) {
          throw badRequest(PROGRESS_MESSAGES.yearIncomplete);
        }
        const figures = yearFigures(
          terms.map((t) => ({
            personalPercent: t.personalPercent,
            socialPercent: t.socialPercent,
            academicPercent: t.academicPercent,
            occupationalPercent: t.occupationalPercent,
            mode: isRecreationalAnswer(t.recreationalMode) ? t.recreationalMode : null,
          })),
        );
        const result = transferResult(h.section, h.year, figures.yearPercent);
        const inserted = await insertYearReport(tx, {
          studentId: student.id,
          section: h.section,
          year: h.year,
          personalPercent: figures.personalPercent,
          socialPercent: figures.socialPercent,
          academicPercent: figures.academicPercent,
          occupationalPercent: figures.occupationalPercent,
          yearPercent: figures.yearPercent,
          recreationalMode: figures.mode,
          comments: body.comments,
          outcome: result.outcome,
          transferredBy: session.userId,
        });
        if (!inserted) throw conflict(PROGRESS_MESSAGES.alreadyTransferred);
        if (result.outcome === 'completed') {
          await updateStudentPlacement(tx, student.id, {
            currSection: h.section,
            currYear: h.year,
            currTerm: 'III',
            status: 'completed',
          });
        } else {
          await updateStudentPlacement(tx, student.id, {
            currSection: result.section,
            currYear: result.year,
            currTerm: 'Entry',
          });
          await createTermReport(tx, {
            studentId: student.id,
            section: result.section,
            year: result.year,
            term: 'Entry',
          });
        }
        await audit(tx, {
          actor: actorOf(session),
          action: 'student.yearEndTransfer',
          target: student.regNo,
          outcome: 'success',
          detail: {
            from: `${h.section}_${h.year}`,
            outcome: result.outcome,
            yearPercent: figures.yearPercent,
          },
        });
        return {
          msg: PROGRESS_MESSAGES.transferred,
          outcome: result.outcome,
          currSection: result.section,
          currYear: result.year,
          figures,
        };
      });
    },
  };
}
export type EvaluationService = ReturnType<typeof createEvaluationService>;
