import { z } from 'zod';
import {
  classCode,
  classDisplayName,
  isSection,
  type Section,
  type Year,
} from '../shared/classes.js';
import {
  DEFAULT_PROGRAMME_STRUCTURE,
  findGroup,
} from '../programme-structure/programme-structure.js';
import { deleteStudentRequestSchema } from './student-withdrawal.js';
import type { StudentStatus } from '../student-records/students.js';
import type { Term } from '../shared/terms.js';
import { multiLineText } from '../shared/text.js';

/**
 * The admin's corrections of a student's status (decisions §7, issue 14 parts 1 and 8): restoring
 * a student who left, and undoing the last year-end transfer. Both are confirmed like the
 * withdrawal (the admin's own id and password).
 */
export const STUDENT_STATUS_MESSAGES = {
  restored: (regNo: string) =>
    `${regNo} has been restored: the student is active again and can sign in.`,
  notLeft: 'This student has not left, so there is nothing to restore.',
  /** The dialogs' own check, before anything is sent. */
  enterPassword: 'Enter your own password to confirm.',
  noteTooLong: 'The note must be at most 500 characters.',
  undone: (regNo: string, classId: string) =>
    `The last year-end transfer of ${regNo} has been undone: the student is back in ${classDisplayName(classId)}, Term III.`,
  reasonRequired: 'Enter the reason for undoing the transfer.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  noTransfer: 'This student has no year-end transfer to undo.',
  evaluated:
    'The transfer cannot be undone: a checklist of the new year has already been evaluated.',
  left: 'This student has left. Restore the student first, then undo the transfer.',
  moved:
    'The transfer cannot be undone: the student is no longer in the class the transfer moved them to.',
} as const;

const confirmation = {
  adminID: deleteStudentRequestSchema.shape.adminID,
  confirmationPassword: deleteStudentRequestSchema.shape.confirmationPassword,
};

/** POST /admin/students/:regNo/restore. */
export const restoreStudentRequestSchema = z.object({
  ...confirmation,
  note: z
    .string()
    .trim()
    .max(500, STUDENT_STATUS_MESSAGES.noteTooLong)
    .check(multiLineText('Note'))
    .optional(),
});
export type RestoreStudentRequest = z.infer<typeof restoreStudentRequestSchema>;

export const restoreStudentResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  message: z.string(),
  regNo: z.string(),
  status: z.literal('active'),
});
export type RestoreStudentResponse = z.infer<typeof restoreStudentResponseSchema>;

/** POST /admin/students/:regNo/undo-transfer: the reason is required (it is the audit's why). */
export const undoTransferRequestSchema = z.object({
  ...confirmation,
  reason: z
    .string({ error: STUDENT_STATUS_MESSAGES.reasonRequired })
    .trim()
    .min(1, STUDENT_STATUS_MESSAGES.reasonRequired)
    .max(500, STUDENT_STATUS_MESSAGES.reasonTooLong)
    .check(multiLineText('Reason')),
});
export type UndoTransferRequest = z.infer<typeof undoTransferRequestSchema>;

export const undoTransferResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  message: z.string(),
  regNo: z.string(),
  status: z.literal('active'),
  currSection: z.string(),
  currYear: z.string(),
  currTerm: z.literal('III'),
});
export type UndoTransferResponse = z.infer<typeof undoTransferResponseSchema>;

export type TransferOutcomeName = 'pass' | 'repeat' | 'promoted' | 'completed' | 'review';

/** Where a transfer with this outcome put the student (decisions §5); null when completed. */
export function placementAfterTransfer(
  section: Section,
  year: Year,
  outcome: TransferOutcomeName,
): { section: Section; year: Year } | null {
  if (outcome === 'repeat' || outcome === 'review')
    return { section, year: year === '1' ? '2' : '3' };
  if (outcome === 'completed') return null;
  // A pass or promotion went to the group's next one in the table (Primary-II to Secondary when
  // it is enabled, issue 29). `next` is fixed data: the admin enables groups, never relinks them.
  const next = findGroup(DEFAULT_PROGRAMME_STRUCTURE, section)?.next;
  return isSection(next) ? { section: next, year: '1' } : null;
}

/** What the undo rule needs to know, read in the undo's own transaction. */
export type TransferUndoFacts = {
  status: StudentStatus;
  current: { section: Section; year: Year; term: Term };
  /** The student's latest year report (the last transfer), if any. */
  lastTransfer: { section: Section; year: Year; outcome: TransferOutcomeName } | null;
  /** Whether any category of the new year's Entry term has been evaluated. */
  newYearEvaluated: boolean;
};

export type TransferUndoDecision =
  | {
      allowed: true;
      /** Where the student goes back to: the transferred year's Term III. */
      back: { section: Section; year: Year; term: 'III' };
      /** The new year whose Entry term report is removed, or null after a completion. */
      newYear: { section: Section; year: Year } | null;
    }
  | { allowed: false; message: string };

/**
 * Whether the last transfer may be undone (issue 14 part 8): only while the student is still
 * where it put them and nothing of the new year has been evaluated; a student who left is
 * restored first, so an undo never reopens a closed account by the way.
 */
export function decideTransferUndo(facts: TransferUndoFacts): TransferUndoDecision {
  const refuse = (message: string): TransferUndoDecision => ({ allowed: false, message });
  if (facts.status === 'left') return refuse(STUDENT_STATUS_MESSAGES.left);
  const last = facts.lastTransfer;
  if (!last) return refuse(STUDENT_STATUS_MESSAGES.noTransfer);
  const back = { section: last.section, year: last.year, term: 'III' as const };
  const to = placementAfterTransfer(last.section, last.year, last.outcome);
  const at = facts.current;
  if (!to) {
    const stayed = at.section === last.section && at.year === last.year;
    if (facts.status !== 'completed' || !stayed) return refuse(STUDENT_STATUS_MESSAGES.moved);
    return { allowed: true, back, newYear: null };
  }
  if (
    facts.status !== 'active' ||
    classCode(at.section, at.year) !== classCode(to.section, to.year)
  )
    return refuse(STUDENT_STATUS_MESSAGES.moved);
  // Evaluating the Entry term's fifth checklist moves the student on to Term I.
  if (facts.newYearEvaluated || at.term !== 'Entry')
    return refuse(STUDENT_STATUS_MESSAGES.evaluated);
  return { allowed: true, back, newYear: to };
}

/** The student's last year-end transfer as the details record carries it (admin only). */
export type LastTransfer = { section: Section; year: Year; outcome: TransferOutcomeName };

/**
 * Whether the details screen offers "Undo last transfer": a completed student, or one at the
 * Entry term of a year a transfer may have started (the server has the last word). Where the
 * record says which transfer was last (issue 26 item 17), only a student still where it put
 * them: never one who was never transferred.
 */
export function mayUndoTransfer(student: {
  status: StudentStatus;
  currSection: Section;
  currYear: Year;
  currTerm: Term;
  lastTransfer?: LastTransfer | null;
}): boolean {
  const last = student.lastTransfer;
  if (last === null) return false;
  if (last) {
    // As decideTransferUndo: still where that transfer put the student, the new year unbegun.
    const to = placementAfterTransfer(last.section, last.year, last.outcome);
    const at = { section: student.currSection, year: student.currYear };
    if (!to) return student.status === 'completed' && sameClass(at, last);
    return student.status === 'active' && sameClass(at, to) && student.currTerm === 'Entry';
  }
  if (student.status === 'completed') return true;
  if (student.status !== 'active' || student.currTerm !== 'Entry') return false;
  // Year 1 of a group no group leads to (the first one, the Care group): never a transfer's result.
  const ledTo = DEFAULT_PROGRAMME_STRUCTURE.some((g) => g.next === student.currSection);
  return student.currYear !== '1' || ledTo;
}

const sameClass = (a: { section: Section; year: Year }, b: { section: Section; year: Year }) =>
  a.section === b.section && a.year === b.year;
