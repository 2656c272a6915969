import {
  attendancePercent,
  attendanceRateWindow,
  FACP_CLASS_CODES,
  type ClassCode,
  classTerm,
  instituteDate,
  type Overview,
  type Term,
} from '@pragati/domain';
import { type ChangeWatch, createWatchedCache } from '../../db/change-watch.js';
import type { Db } from '../../db/client.js';
import { enabledClasses } from '../programme-structure/repository.js';
import { findDisabilityCounts } from './disability-counts.js';
import { findGoalAttainment } from './goal-attainment.js';
import { findOverview, type OverviewRow } from './repository.js';

/** Five checklists (the categories) per active student in their current term. */
const CHECKLISTS_PER_TERM = 5;

function classOf(row: OverviewRow): Overview['classes'][number] {
  const termCounts = { Entry: row.termEntry, I: row.termI, II: row.termII, III: row.termIII };
  return {
    classId: row.classId as ClassCode,
    teacher:
      row.teacherId && row.teacherName ? { teacherId: row.teacherId, name: row.teacherName } : null,
    activeStudents: row.activeStudents,
    termCounts,
    currentTerm: classTerm(termCounts),
    checklists: { evaluated: row.evaluated, due: row.activeStudents * CHECKLISTS_PER_TERM },
    latestTerm:
      row.latestTerm === null
        ? null
        : {
            term: row.latestTerm as Term,
            students: row.latestStudents ?? 0,
            personal: row.personal ?? 0,
            social: row.social ?? 0,
            academic: row.academic ?? 0,
            occupational: row.occupational ?? 0,
          },
    underSixty: { byTerm: row.underByTerm, byYear: row.underByYear, measured: row.measured },
    attendance: {
      marks: row.attendanceMarks,
      present: row.attendancePresent,
      percent: attendancePercent(
        row.attendancePresent,
        row.attendanceMarks - row.attendancePresent,
      ),
    },
  };
}

/**
 * The principal's (and the admin's) overview: figures per class over all students, never one
 * child's record, so it is not a read to audit (decisions §9 audits views of a child's data).
 *
 * One statement answers it (about 15 ms at 2,000 students on the embedded database, where a
 * request waits for the one before it). On the embedded database the answer is kept until a
 * table it reads is written (db/change-watch.ts); on a server database every call reads.
 */
export function createOverviewService(db: Db, changes: ChangeWatch) {
  // Kept per day (the key): the attendance window moves at midnight in the institute's zone.
  const kept = createWatchedCache<string, Overview>(
    changes,
    [
      'students',
      'term_reports',
      'year_reports',
      'teachers',
      'class_assignments',
      'pending_teachers',
      'student_consents',
      'attendance_marks',
    ],
    1,
  );
  return {
    overview: async (): Promise<Overview> => {
      const today = instituteDate(new Date());
      // The enabled classes are part of the key: programme_groups is not a watched table.
      const classIds = await enabledClasses(db);
      const [classes, disabilities] = await Promise.all([
        kept(`${today} ${classIds.join(',')}`, () => readOverview(db, today, classIds)),
        findDisabilityCounts(db),
      ]);
      // The kept read always answers (readOverview never gives undefined).
      return { ...(classes as Overview), disabilities };
    },
    // Read on every call: the goals table is not among the writes the embedded database announces,
    // and the principal opens this once per visit.
    goalAttainment: () => findGoalAttainment(db, FACP_CLASS_CODES),
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;

async function readOverview(db: Db, today: string, classIds: readonly string[]): Promise<Overview> {
  const { from, to } = attendanceRateWindow(today);
  const rows = await findOverview(db, from, to, classIds);
  const classes = rows.map(classOf);
  return {
    classes,
    activeStudents: classes.reduce((sum, c) => sum + c.activeStudents, 0),
    classesWithoutTeacher: classes.filter((c) => !c.teacher).map((c) => c.classId),
    pendingTeacherRows: rows[0]?.pendingTeacherRows ?? 0,
    pendingConsents: rows[0]?.pendingConsents ?? 0,
  };
}
