import {
  instituteDate,
  type Locale,
  type MonthlyRegister,
  monthDays,
  monthlyGrid,
  type StudentAttendanceResponse,
  termAttendance,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../lib/audit.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { runSheetJob } from '../../lib/sheet-pool.js';
import { readableStudent } from '../access/service.js';
import { classMarks, holidaysBetween, studentMarks, studentTermMarks } from './repository.js';
import { rollFor } from './roll.js';

const thisMonth = () => instituteDate(new Date()).slice(0, 7);

const range = (month: string) => {
  const days = monthDays(month);
  return { from: days[0]!, to: days.at(-1)! };
};

/** The month's grid: today's roll and anyone else marked in the class that month, by regNo. */
async function classMonth(
  db: Db,
  session: SessionUser,
  classId: string,
  month: string,
  action: string,
) {
  const roll = await rollFor(db, session, classId, action);
  const { from, to } = range(month);
  const [marks, holidays] = await Promise.all([
    classMarks(db, classId, from, to),
    holidaysBetween(db, from, to),
  ]);
  const students = new Map(
    roll.map((s) => [s.regNo.toLowerCase(), { regNo: s.regNo, name: s.name }]),
  );
  // A teacher sees only the roll they teach; staff also those who have left the class since.
  if (session.role !== 'teacher') {
    for (const m of marks) {
      if (!students.has(m.regNo.toLowerCase())) {
        students.set(m.regNo.toLowerCase(), { regNo: m.regNo, name: m.name });
      }
    }
  }
  const listed = [...students.values()].sort((a, b) => a.regNo.localeCompare(b.regNo));
  return monthlyGrid(classId, month, listed, marks, holidays);
}

/** The monthly register and a student's attendance (issue 31 part 1), every read audited. */
export function createAttendanceMonths(db: Db) {
  return {
    async student(
      session: SessionUser,
      regNo: string,
      month = thisMonth(),
    ): Promise<StudentAttendanceResponse> {
      const action = 'attendance.read';
      const head = await readableStudent(db, session, regNo, action);
      const { from, to } = range(month);
      const [days, holidays, termMarks] = await Promise.all([
        studentMarks(db, head.id, from, to),
        holidaysBetween(db, from, to),
        studentTermMarks(db, head.id),
      ]);
      await auditRead(db, {
        actor: actorOf(session),
        action,
        target: head.regNo,
        outcome: 'success',
        detail: { month },
      });
      const present = days.filter((d) => d.present).length;
      return {
        regNo: head.regNo,
        month,
        days,
        holidays,
        monthSummary: { present, absent: days.length - present },
        terms: termAttendance(termMarks),
      };
    },

    async month(
      session: SessionUser,
      classId: string,
      month = thisMonth(),
    ): Promise<MonthlyRegister> {
      const action = 'attendance.month.read';
      const grid = await classMonth(db, session, classId, month, action);
      await auditRead(db, {
        actor: actorOf(session),
        action,
        target: classId,
        outcome: 'success',
        detail: { month, students: grid.rows.length },
      });
      return grid;
    },

    async exportMonth(session: SessionUser, classId: string, month = thisMonth(), locale?: Locale) {
      const action = 'attendance.export';
      const grid = await classMonth(db, session, classId, month, action);
      const body = await runSheetJob('attendanceSheet', grid, locale);
      await auditRead(db, {
        actor: actorOf(session),
        action,
        target: classId,
        outcome: 'success',
        detail: { month, students: grid.rows.length },
      });
      return { filename: `register-${classId}-${month}.xlsx`, body };
    },
  };
}

export type AttendanceMonths = ReturnType<typeof createAttendanceMonths>;
