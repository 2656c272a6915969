import {
  classIdOf,
  type ClassCode,
  DETAILS_RECORD_READ_ONLY,
  type DetailsRecordReadOnly,
  DEVELOPMENT_HISTORY_GROUPS,
  durationKey,
  FAMILY_HISTORY_GROUPS,
  groupKeys,
  HISTORY_GROUPS,
  type LastTransfer,
  maskAadhaar,
  PRESENTING_COMPLAINTS,
  type Section,
  type StudentDetailsRecord,
  type StudentInfo,
  type StudentInfoRecord,
  type StudentStatus,
  type Term,
  type Year,
} from '@pragati/domain';
import { consentRecordOf } from '../consent/records.js';
import type { YearReportRow } from '../term-records/repository.js';
import type { StudentConsentRow, StudentDetailsRow, StudentRow } from './repository.js';

/*
 * How a student is kept and shown. The students table holds regNo, name, sex and the two dates;
 * student_details.info holds the rest of the info group except the Aadhaar number, which is only
 * ever stored encrypted (with its last four digits for the mask).
 */

const COLUMN_KEYS = ['regNo', 'regDate', 'dob', 'name', 'sex', 'aadharNo'] as const;

/** The part of `info` that goes into student_details.info. */
export function storedInfo(info: StudentInfo): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...info };
  for (const key of COLUMN_KEYS) delete rest[key];
  return rest;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** `info` as recorded, with the Aadhaar number given (masked for every response). */
export function composeInfo(
  student: StudentRow,
  details: StudentDetailsRow,
  aadharNo: string,
): StudentInfoRecord {
  const stored = details.info;
  const entries = Array.isArray(stored.historyOfPresentCondition)
    ? (stored.historyOfPresentCondition as unknown[])
    : [];
  return {
    regNo: student.regNo,
    regDate: student.regDate,
    dob: student.dob,
    name: student.name,
    sex: student.sex,
    information: text(stored.information),
    education: text(stored.education),
    refBy: text(stored.refBy),
    occupation: text(stored.occupation),
    aadharNo,
    paymentType: text(stored.paymentType),
    mobileNo: text(stored.mobileNo),
    purposeVisit: text(stored.purposeVisit),
    previousConsultationAndTreatement: stored.previousConsultationAndTreatement === true,
    isYesNatureOfConsultations: text(stored.isYesNatureOfConsultations),
    treatmentUnderGone: stored.treatmentUnderGone === true,
    typeOfTreatment: text(stored.typeOfTreatment),
    therapeutic: text(stored.therapeutic),
    historyOfPresentCondition: entries.map((entry) => ({
      description: text((entry as { description?: unknown } | null)?.description),
    })),
  };
}

const COMPLAINT_KEYS = PRESENTING_COMPLAINTS.flatMap((c) => [c.key, durationKey(c.key)]);
const GROUP_KEYS = {
  presentingComplaints: COMPLAINT_KEYS,
  history: groupKeys(HISTORY_GROUPS),
  familyHistory: groupKeys(FAMILY_HISTORY_GROUPS),
  developmentHistory: groupKeys(DEVELOPMENT_HISTORY_GROUPS),
} as const;
type GroupName = keyof typeof GROUP_KEYS;
const GROUP_NAMES = Object.keys(GROUP_KEYS) as GroupName[];

/** Every key of the group, in the intake's order, as text. */
function fullGroup(name: GroupName, stored: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(GROUP_KEYS[name].map((key) => [key, text(stored[key])]));
}

/**
 * The details record every role sees: the Aadhaar number masked (decisions §7). With the consent
 * row as read (null: pending), it carries the consent status and, unless `statusOnly` (a
 * teacher, who needs no guardian's contact), the recorded consent.
 */
export function detailsRecord(
  student: StudentRow,
  details: StudentDetailsRow,
  consent?: StudentConsentRow | null,
  statusOnly = false,
): StudentDetailsRecord {
  const consentFields =
    consent === undefined
      ? {}
      : statusOnly
        ? { consent: consent ? ('recorded' as const) : ('pending' as const) }
        : {
            consent: consent ? ('recorded' as const) : ('pending' as const),
            consentRecord: consent ? consentRecordOf(consent) : null,
          };
  return {
    _id: String(student.id),
    regNo: student.regNo,
    name: student.name,
    currSection: student.currSection as Section,
    currYear: student.currYear as Year,
    currTerm: student.currTerm as Term,
    classId: classIdOf(student.currSection, student.currYear) as ClassCode,
    status: student.status as StudentStatus,
    leftOn: student.leftOn,
    leftReason: student.leftReason,
    info: composeInfo(student, details, maskAadhaar(details.aadhaarLast4)),
    presentingComplaints: fullGroup('presentingComplaints', details.presentingComplaints),
    history: fullGroup('history', details.history),
    familyHistory: fullGroup('familyHistory', details.familyHistory),
    developmentHistory: fullGroup('developmentHistory', details.developmentHistory),
    ...consentFields,
  };
}

/**
 * The first read-only field of the details record that an edit sent back with another value, or
 * null. `name` may also be the edit's new `info.name`, which it becomes.
 */
export function readOnlyMismatch(
  record: StudentDetailsRecord,
  sent: DetailsRecordReadOnly,
  newName: string,
): string | null {
  for (const key of DETAILS_RECORD_READ_ONLY) {
    const value = sent[key];
    // A field this record does not carry (the admin's `lastTransfer`, read beside it) has
    // nothing to compare with; it is never written either way.
    if (value === undefined || record[key] === undefined) continue;
    if (JSON.stringify(value) === JSON.stringify(record[key])) continue;
    if (key === 'regNo' && String(value).toLowerCase() === record.regNo.toLowerCase()) continue;
    if (key === 'name' && value === newName) continue;
    return key;
  }
  return null;
}

type Comparable = { info: StudentInfoRecord | StudentInfo } & Record<
  GroupName,
  Record<string, string>
>;

/** Names (never values) of the fields an edit changes, e.g. `info.name`, `history.alcohol`. */
export function changedFields(before: Comparable, after: Comparable): string[] {
  const changed: string[] = [];
  const infoBefore = before.info as Record<string, unknown>;
  const infoAfter = after.info as Record<string, unknown>;
  for (const key of Object.keys(infoAfter)) {
    if (JSON.stringify(infoBefore[key]) !== JSON.stringify(infoAfter[key])) {
      changed.push(`info.${key}`);
    }
  }
  for (const name of GROUP_NAMES) {
    for (const key of GROUP_KEYS[name]) {
      if ((before[name][key] ?? '') !== (after[name][key] ?? '')) changed.push(`${name}.${key}`);
    }
  }
  return changed;
}

/** The last year report as the details record's `lastTransfer` (the undo's offer, issue 26). */
export function lastTransferOf(
  report: Pick<YearReportRow, 'section' | 'year' | 'outcome'>,
): LastTransfer {
  return {
    section: report.section as Section,
    year: report.year as Year,
    outcome: report.outcome as LastTransfer['outcome'],
  };
}
