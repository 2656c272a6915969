import {
  ATTENDANCE_MESSAGES,
  type AttendanceReason,
  instituteDate,
  type RegisterResponse,
  registerDateProblem,
  type SaveRegisterRequest,
  type SaveRegisterResponse,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import type { RollStudent } from '../access/service.js';
import {
  bumpRegister,
  findHoliday,
  findRegister,
  insertRegister,
  type RegisterRow,
  registerMarks,
  replaceMarks,
} from './repository.js';
import { rollFor } from './roll.js';

type Mark = { present: boolean; reason: AttendanceReason | null };
type Absent = SaveRegisterRequest['absent'];

const key = (regNo: string) => regNo.toLowerCase();
const absentKey = (absent: Absent) =>
  absent
    .map((a) => `${key(a.regNo)}:${a.reason ?? ''}`)
    .sort()
    .join(',');

/** The register as the screen shows it: the roll, each with the day's mark (present unsaved). */
async function registerView(
  db: Executor,
  roll: RollStudent[],
  classId: string,
  date: string,
  register: RegisterRow | undefined,
): Promise<RegisterResponse> {
  const [holiday, marks] = await Promise.all([
    findHoliday(db, date),
    register ? registerMarks(db, register.id) : Promise.resolve([]),
  ]);
  const byStudent = new Map<number, Mark>(marks.map((m) => [m.studentId, m]));
  return {
    classId,
    date,
    holiday: holiday ?? null,
    version: register?.version ?? 0,
    savedBy: register?.savedBy ?? null,
    savedAt: register?.updatedAt.toISOString() ?? null,
    students: roll.map((s) => {
      const mark = byStudent.get(s.id);
      return {
        regNo: s.regNo,
        name: s.name,
        present: mark?.present ?? true,
        reason: mark?.reason ?? null,
      };
    }),
  };
}

/** The absent as the register holds them now (to tell a repeated save from a stale one). */
const savedAbsent = (view: RegisterResponse): Absent =>
  view.students
    .filter((s) => !s.present)
    .map((s) => ({ regNo: s.regNo, ...(s.reason ? { reason: s.reason } : {}) }));

/** Every absent regNo on the roll and named once; else the exact 400. */
function checkAbsent(roll: RollStudent[], absent: Absent): Map<string, Absent[number]> {
  const onRoll = new Set(roll.map((s) => key(s.regNo)));
  const byKey = new Map<string, Absent[number]>();
  for (const a of absent) {
    if (!onRoll.has(key(a.regNo))) throw badRequest(ATTENDANCE_MESSAGES.notInClass(a.regNo));
    if (byKey.has(key(a.regNo))) throw badRequest(ATTENDANCE_MESSAGES.duplicate(a.regNo));
    byKey.set(key(a.regNo), a);
  }
  return byKey;
}

type SaveInput = {
  classId: string;
  date: string;
  roll: RollStudent[];
  absent: Map<string, Absent[number]>;
  body: SaveRegisterRequest;
};

/** The save in its transaction: the version checked, the marks replaced, the entry written. */
async function saveIn(
  tx: Executor,
  session: SessionUser,
  { classId, date, roll, absent, body }: SaveInput,
): Promise<RegisterResponse> {
  const found = await findRegister(tx, classId, date, true);
  const before = found ? await registerView(tx, roll, classId, date, found) : undefined;
  if ((found?.version ?? 0) !== body.version) {
    // The same marks sent again (an offline save whose answer was lost) are no conflict.
    if (before && absentKey(savedAbsent(before)) === absentKey(body.absent)) return before;
    throw conflict(ATTENDANCE_MESSAGES.stale);
  }
  const register = found
    ? await bumpRegister(tx, found.id, session.userId)
    : await insertRegister(tx, classId, date, session.userId);
  if (!register) throw conflict(ATTENDANCE_MESSAGES.stale);
  await replaceMarks(
    tx,
    register,
    roll.map((s) => {
      const a = absent.get(key(s.regNo));
      return {
        studentId: s.id,
        section: s.currSection,
        year: s.currYear,
        term: s.currTerm,
        present: !a,
        reason: a?.reason ?? null,
      };
    }),
  );
  await audit(tx, {
    actor: actorOf(session),
    action: found ? 'attendance.correct' : 'attendance.save',
    target: classId,
    outcome: 'success',
    detail: {
      date,
      version: register.version,
      roll: roll.length,
      absent: body.absent.map((a) => a.regNo),
      ...(before ? { before: savedAbsent(before).map((a) => a.regNo) } : {}),
    },
  });
  return registerView(tx, roll, classId, date, register);
}

/**
 * The daily register (issue 31 part 1, decisions §18): the class teacher reads and saves their
 * class's register of a day; the principal and the admin read it. A save replaces the day's
 * marks at the version it was read with, in one transaction with its audit entry.
 */
export function createAttendanceService(db: Db) {
  return {
    async register(session: SessionUser, classId: string, date: string) {
      const action = 'attendance.register.read';
      const roll = await rollFor(db, session, classId, action);
      const view = await registerView(
        db,
        roll,
        classId,
        date,
        await findRegister(db, classId, date),
      );
      await auditRead(db, {
        actor: actorOf(session),
        action,
        target: classId,
        outcome: 'success',
        detail: { date },
      });
      return view;
    },

    async save(
      session: SessionUser,
      classId: string,
      date: string,
      body: SaveRegisterRequest,
    ): Promise<SaveRegisterResponse> {
      const roll = await rollFor(db, session, classId, null);
      const problem = registerDateProblem(
        date,
        instituteDate(new Date()),
        await findHoliday(db, date),
      );
      if (problem) throw badRequest(problem);
      const absent = checkAbsent(roll, body.absent);
      const view = await db.transaction((tx) =>
        saveIn(tx, session, { classId, date, roll, absent, body }),
      );
      return { ...view, msg: ATTENDANCE_MESSAGES.saved };
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
