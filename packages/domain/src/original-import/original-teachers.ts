import { type ClassCode, isClassCode } from '../shared/classes.js';
import { idOf, type OriginalExport, textOf } from './original-export.js';
import type { ImportPlan, PlanContext } from './original-import-plan.js';
import type { ImportNote } from './original-import-report.js';
import { checkTeacherFields, joinProblems } from '../teacher-accounts/teachers.js';

/** The teachers and pending rows of an original export (issue 32 part 2), as the upload checks them. */

const lower = (s: string) => s.toLowerCase();
/** A pending row's upload key names its source document, so a second import adds nothing. */
export const pendingKeyOf = (sourceId: string) => `original:${sourceId}`;

export function teachersOf(exp: OriginalExport, ctx: PlanContext, plan: ImportPlan) {
  const owner = new Map<ClassCode, string>();
  const seen = new Set<string>();
  for (const doc of exp.teachers) {
    const id = idOf(doc);
    const note = (field: string, kind: ImportNote['kind'], reason: string) =>
      plan.notes.push({ collection: 'teachers', id, field, kind, reason });
    const classIds = Array.isArray(doc.classId) ? doc.classId.map(textOf) : textOf(doc.classId);
    const { fields, problems } = checkTeacherFields({
      teacherId: textOf(doc.teacherId),
      teacherName: textOf(doc.teacherName),
      email: textOf(doc.email),
      teacherMNo: textOf(doc.teacherMNo),
      classId: classIds,
    });
    if (seen.has(lower(fields.teacherId)))
      problems.push('Another teacher document has this teacher id.');
    if (problems.length && ctx.pendingKeys.has(pendingKeyOf(id))) {
      note('', 'skipped', 'already pending in Pragati');
      continue;
    }
    if (problems.length) {
      note('', 'refused', `kept as a pending teacher row: ${joinProblems(problems)}`);
      plan.pending.push({
        sourceId: id,
        uploadKey: pendingKeyOf(id),
        fields,
        msg: joinProblems(problems),
      });
      continue;
    }
    seen.add(lower(fields.teacherId));
    if (ctx.loginIds.has(lower(fields.teacherId))) {
      plan.existing.push(fields.teacherId);
      note('teacherId', 'skipped', 'already in Pragati');
      continue;
    }
    const kept = fields.classId.filter((code) => {
      if (!isClassCode(code) || !owner.has(code)) return true;
      note(
        'classId',
        'dropped',
        `class ${code} is also in teacher ${owner.get(code)}'s list: the first keeps it`,
      );
      return false;
    });
    for (const code of kept) if (isClassCode(code)) owner.set(code, fields.teacherId);
    plan.teachers.push({ sourceId: id, fields: { ...fields, classId: kept } });
  }
  return owner;
}

export function pendingOf(exp: OriginalExport, ctx: PlanContext, plan: ImportPlan) {
  const made = new Set(plan.teachers.map((t) => lower(t.fields.teacherId)));
  for (const doc of exp.pendingteachers) {
    const id = idOf(doc);
    const note = (kind: ImportNote['kind'], reason: string) =>
      plan.notes.push({ collection: 'pendingteachers', id, field: '', kind, reason });
    const classIds = Array.isArray(doc.classId) ? doc.classId.map(textOf) : textOf(doc.classId);
    const { fields, problems } = checkTeacherFields({
      teacherId: textOf(doc.teacherId),
      teacherName: textOf(doc.teacherName),
      email: textOf(doc.email),
      teacherMNo: textOf(doc.teacherMNo),
      classId: classIds,
    });
    if (made.has(lower(fields.teacherId)) || ctx.loginIds.has(lower(fields.teacherId))) {
      note(
        'dropped',
        'a teacher with this id is imported or exists: the half-made repair is not kept',
      );
      continue;
    }
    if (ctx.pendingKeys.has(pendingKeyOf(id))) {
      note('skipped', 'already pending in Pragati');
      continue;
    }
    const msg =
      textOf(doc.msg).trim() || joinProblems(problems) || 'Imported from the original system.';
    plan.pending.push({ sourceId: id, uploadKey: pendingKeyOf(id), fields, msg });
  }
}
