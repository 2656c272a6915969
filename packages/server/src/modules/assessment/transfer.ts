import {
  classIdOf,
  isSection,
  isYear,
  PROGRESS_MESSAGES,
  type Section,
  type Year,
  type YearEndTransferRequest,
  yearEndResult,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import {
  findYearReport,
  insertYearReport,
  updateStudentPlacement,
} from '../term-records/repository.js';
import { createTermReport, findTermReports } from '../term-records/term-reports.js';
import { yearFiguresOfTerms } from '../term-records/year-figures.js';
import { assertCurrentYear, studentFor } from '../access/service.js';
import { readStructure } from '../programme-structure/repository.js';
import { actorOf } from './access.js';

/**
 * The year-end transfer: the year report with the six year comments (saved only here, once per
 * year; a second submit is a 409), the student's move and the new year's Entry term. Where the
 * student goes is the programme structure's (issue 29): §5's rule into the next enabled group,
 * or a Care-group review that keeps the group; a pass out of the last enabled group completes.
 */
export function createTransfer(db: Db) {
  return {
    async transfer(
      session: SessionUser,
      h: { id: string; section: Section; year: Year },
      body: YearEndTransferRequest,
    ) {
      const student = await studentFor(db, session, h.id);
      return db.transaction(async (tx) => {
        // A repeated submit (another tab, a double click) is a conflict, not a wrong year.
        if (await findYearReport(tx, { studentId: student.id, section: h.section, year: h.year })) {
          throw conflict(PROGRESS_MESSAGES.alreadyTransferred);
        }
        assertCurrentYear(student, h.section, h.year);
        const terms = (await findTermReports(tx, student.id)).filter(
          (t) => t.section === h.section && t.year === h.year,
        );
        const figures = yearFiguresOfTerms(terms);
        if (!figures) throw badRequest(PROGRESS_MESSAGES.yearIncomplete);
        const result = placed(
          yearEndResult(await readStructure(tx), h.section, h.year, figures.yearPercent),
        );
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
            from: classIdOf(h.section, h.year),
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

/** The table's codes are the FACP's (programme_groups_code_check and the seed): typed as such. */
function placed(result: ReturnType<typeof yearEndResult>) {
  if (result.section === null) return result;
  const { section, year } = result;
  if (!isSection(section) || !isYear(year)) throw new Error(`not a FACP class: ${section}_${year}`);
  return { ...result, section, year };
}
