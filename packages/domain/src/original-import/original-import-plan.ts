import { type ClassCode, isClassCode } from '../shared/classes.js';
import { idOf, type OriginalDoc, type OriginalExport, textOf } from './original-export.js';
import type { ImportCounts, ImportNote } from './original-import-report.js';
import { intakeOfOriginal } from './original-intake.js';
import { progressOfOriginal, type ProgressPlan } from './original-progress.js';
import type { ImportBank } from './original-terms.js';
import type { StudentDetails } from '../student-records/student-registration.js';
import { pendingOf, teachersOf } from './original-teachers.js';
import type { TeacherFields } from '../teacher-accounts/teachers.js';

export type PlannedTeacher = { sourceId: string; fields: TeacherFields };
export type PlannedPending = {
  sourceId: string;
  uploadKey: string;
  fields: TeacherFields;
  msg: string;
};
export type PlannedStudent = {
  sourceId: string;
  regNo: string;
  details: StudentDetails;
  progress: ProgressPlan;
};
export type PlannedStaff = { userId: string; role: 'admin' | 'principal' };

export type ImportPlan = {
  teachers: PlannedTeacher[];
  pending: PlannedPending[];
  students: PlannedStudent[];
  staff: PlannedStaff[];
  /** Login ids (teacher ids, registration numbers) already in Pragati. */
  existing: string[];
  notes: ImportNote[];
};

export type PlanContext = {
  bank: ImportBank;
  /** The institute's date (registration rules). */
  today: string;
  /** Every login id in Pragati, lower case. */
  loginIds: ReadonlySet<string>;
  /** Pending teacher rows' upload keys already saved. */
  pendingKeys: ReadonlySet<string>;
  skipExisting: boolean;
};

const lower = (s: string) => s.toLowerCase();

function classesOf(exp: OriginalExport, owner: Map<ClassCode, string>, plan: ImportPlan) {
  const placed = new Map(plan.students.map((s) => [lower(s.regNo), s.progress.placement]));
  const known = new Set(exp.students.map((s) => lower(textOf(s.regNo))));
  for (const doc of exp.classes) {
    const id = idOf(doc);
    const note = (field: string, kind: ImportNote['kind'], reason: string) =>
      plan.notes.push({ collection: 'classes', id, field, kind, reason });
    const code = textOf(doc.classId);
    if (!isClassCode(code)) {
      note('classId', 'dropped', 'not a class of Pragati');
      continue;
    }
    const holder = owner.get(code);
    if (textOf(doc.teacherId) && lower(textOf(doc.teacherId)) !== lower(holder ?? ''))
      note(
        'teacherId',
        'changed',
        holder
          ? `stale owner: the class is in teacher ${holder}'s list`
          : "stale owner: no teacher's list holds the class",
      );
    const list = Array.isArray(doc.student) ? doc.student.map(textOf) : [];
    list.forEach((regNo, i) => {
      if (!known.has(lower(regNo)))
        return note(
          `student[${i}]`,
          'dropped',
          `orphan registration number ${regNo}: no student record`,
        );
      const at = placed.get(lower(regNo));
      if (at && `${at.currSection}_${at.currYear}` !== code && at.status === 'active')
        note(
          `student[${i}]`,
          'changed',
          `${regNo} is placed by the student record in ${at.currSection}_${at.currYear}`,
        );
    });
  }
}

function studentsOf(exp: OriginalExport, ctx: PlanContext, plan: ImportPlan) {
  const details = new Map<string, OriginalDoc>();
  for (const doc of exp.studentdetails)
    details.set(lower(textOf((doc.info as OriginalDoc | undefined)?.regNo)), doc);
  const seen = new Set<string>();
  for (const doc of exp.students) {
    const id = idOf(doc);
    const regNo = textOf(doc.regNo).trim();
    const refuse = (reason: string) =>
      plan.notes.push({ collection: 'students', id, field: '', kind: 'refused', reason });
    const intakeDoc = details.get(lower(regNo));
    if (!intakeDoc) {
      refuse('no studentdetails document (intake) for this registration number');
      continue;
    }
    details.delete(lower(regNo));
    if (seen.has(lower(regNo))) {
      refuse('a second record of the same registration number');
      continue;
    }
    seen.add(lower(regNo));
    const progress = progressOfOriginal(doc, ctx.bank, plan.notes);
    if (!progress) continue;
    const intake = intakeOfOriginal(intakeDoc, progress.placement.currSection, ctx.today);
    plan.notes.push(...intake.notes);
    if (!intake.ok) {
      refuse('its intake breaks a registration rule (see the studentdetails notes)');
      continue;
    }
    if (ctx.loginIds.has(lower(regNo))) {
      plan.existing.push(regNo);
      plan.notes.push({
        collection: 'students',
        id,
        field: 'regNo',
        kind: 'skipped',
        reason: 'already in Pragati',
      });
      continue;
    }
    plan.students.push({
      sourceId: id,
      regNo: intake.details.info.regNo,
      details: intake.details,
      progress,
    });
  }
  for (const doc of details.values())
    plan.notes.push({
      collection: 'studentdetails',
      id: idOf(doc),
      field: '',
      kind: 'refused',
      reason: 'no students document (progress record) for this registration number',
    });
}

function usersOf(exp: OriginalExport, ctx: PlanContext, plan: ImportPlan) {
  const teacherIds = new Set(
    [...plan.teachers, ...plan.pending].map((t) => lower(t.fields.teacherId)),
  );
  const regNos = new Set(exp.students.map((s) => lower(textOf(s.regNo))));
  for (const doc of exp.users) {
    const id = idOf(doc);
    const userId = textOf(doc.id).trim();
    const note = (kind: ImportNote['kind'], reason: string) =>
      plan.notes.push({ collection: 'users', id, field: '', kind, reason });
    const role = textOf(doc.role);
    if (role === 'teacher' && !teacherIds.has(lower(userId)))
      note('dropped', 'a teacher account with no teacher record behind it');
    else if (role === 'student' && !regNos.has(lower(userId)))
      note('dropped', 'a student account with no student record behind it');
    else if (role === 'admin' || role === 'principal') {
      if (ctx.loginIds.has(lower(userId)) || !userId)
        note('skipped', 'an account with this id exists in Pragati: not copied over it');
      else plan.staff.push({ userId, role });
    } else if (role !== 'teacher' && role !== 'student') note('dropped', 'not a role of Pragati');
  }
}

/** A login id is one account: a student or staff id that a teacher has already is refused. */
function oneAccountPerId(plan: ImportPlan) {
  const taken = new Set(plan.teachers.map((t) => lower(t.fields.teacherId)));
  plan.students = plan.students.filter((s) => {
    if (!taken.has(lower(s.regNo))) {
      taken.add(lower(s.regNo));
      return true;
    }
    plan.notes.push({
      collection: 'students',
      id: s.sourceId,
      field: 'regNo',
      kind: 'refused',
      reason: 'the same login id as a teacher',
    });
    return false;
  });
  plan.staff = plan.staff.filter((s) => {
    if (!taken.has(lower(s.userId))) {
      taken.add(lower(s.userId));
      return true;
    }
    plan.notes.push({
      collection: 'users',
      id: s.userId,
      field: 'id',
      kind: 'dropped',
      reason: 'the same login id as a teacher or student',
    });
    return false;
  });
}

/**
 * What an import of the original's six collections would write (issue 32), pure: the teachers
 * with their classes, pending rows, students with intake and history, staff accounts, the ids
 * already in Pragati, and a note for every value changed, dropped, refused or skipped.
 */
export function planOriginalImport(exp: OriginalExport, ctx: PlanContext): ImportPlan {
  const plan: ImportPlan = {
    teachers: [],
    pending: [],
    students: [],
    staff: [],
    existing: [],
    notes: [],
  };
  const owner = teachersOf(exp, ctx, plan);
  pendingOf(exp, ctx, plan);
  studentsOf(exp, ctx, plan);
  classesOf(exp, owner, plan);
  usersOf(exp, ctx, plan);
  oneAccountPerId(plan);
  if (!ctx.skipExisting) plan.existing.sort();
  return plan;
}

export function planCounts(exp: OriginalExport, plan: ImportPlan): ImportCounts {
  const read = Object.fromEntries(
    Object.entries(exp).map(([k, docs]) => [k, docs.length]),
  ) as ImportCounts['read'];
  const students = plan.students;
  return {
    read,
    teachers: plan.teachers.length,
    pendingTeachers: plan.pending.length,
    students: students.length,
    completedStudents: students.filter((s) => s.progress.placement.status === 'completed').length,
    termReports: students.reduce((n, s) => n + s.progress.terms.length, 0),
    yearReports: students.reduce((n, s) => n + s.progress.years.length, 0),
    staffAccounts: plan.staff.length,
    accounts: plan.teachers.length + students.length + plan.staff.length,
  };
}
