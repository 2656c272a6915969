import { calendarDayOf, idOf, type OriginalDoc, textOf } from './original-export.js';
import type { ImportNote } from './original-import-report.js';
import { registrationInfoIssues } from '../student-records/registration-rules.js';
import {
  type StudentDetails,
  studentDetailsSchema,
  SEXES,
} from '../student-records/student-registration.js';
import {
  DEVELOPMENT_HISTORY_GROUPS,
  durationKey,
  FAMILY_HISTORY_GROUPS,
  HISTORY_GROUPS,
  PRESENTING_COMPLAINTS,
} from '../student-records/student-intake-fields.js';

/**
 * The intake of one `studentdetails` document in Pragati's shape (issue 32 part 2). The original
 * front end sent 14 keys under other names than its schema's, so real data holds the client's
 * spelling; a document written by another client may hold the schema's. Pragati's keys are the
 * client's (student-intake-fields.ts); both spellings are read.
 */
export const SCHEMA_SPELLINGS: Record<string, readonly string[]> = {
  previousConsultationAndTreatement: ['previousConsultationAndTreatment'],
  isYesNatureOfConsultations: ['ifYesNatureOfConsultations'],
  indicatesToiletNeeds: ['indicatesTheToiletNeeds'],
  indicatesToiletNeedsDuration: ['indicatesTheToiletNeedsDuration'],
  convulsions1: ['convulsion1'],
  convulsions2: ['convulsion2'],
  genogran: ['genogram'],
  familysVisitsOutside: ['familyVisitsOutside', 'familiesVisitsOutside'],
  ageOfAdmissionintoSchoolInYears: ['ageOfAdmissionIntoSchoolInYears'],
  ageofAttainmentOfMenarche: ['ageOfAttainmentOfMenarche'],
  significantPsycologicalIllness: ['significantPsychologicalIllness'],
  sentences2To3Months: ['sentences2To3Year'],
  reachesGraspsAndManipulatesObjects: ['reachGraspsAndManipulatesObjects'],
  reachesGraspsAndManipulatesObjectsDuration: ['reachGraspsAndManipulatesObjectsDuration'],
};

const groupKeys = (groups: readonly { fields: readonly { key: string }[] }[]) =>
  groups.flatMap((g) => g.fields.map((f) => f.key));

const GROUPS = {
  presentingComplaints: PRESENTING_COMPLAINTS.flatMap((c) => [c.key, durationKey(c.key)]),
  history: groupKeys(HISTORY_GROUPS),
  familyHistory: groupKeys(FAMILY_HISTORY_GROUPS),
  developmentHistory: groupKeys(DEVELOPMENT_HISTORY_GROUPS),
} as const;
type GroupName = keyof typeof GROUPS;

const INFO_TEXT_KEYS = [
  'regNo',
  'name',
  'information',
  'education',
  'refBy',
  'occupation',
  'aadharNo',
  'paymentType',
  'mobileNo',
  'purposeVisit',
  'isYesNatureOfConsultations',
  'typeOfTreatment',
  'therapeutic',
] as const;
const INFO_BOOLEAN_KEYS = ['previousConsultationAndTreatement', 'treatmentUnderGone'] as const;
const INFO_OTHER_KEYS = ['regDate', 'dob', 'sex', 'historyOfPresentCondition', '_id'];

type Reader = { value: (key: string) => unknown; unread: () => string[] };

/** Reads a group by Pragati's key or its schema spelling; a key read by neither is reported. */
function readerOf(
  source: unknown,
  where: string,
  note: (field: string, reason: string) => void,
): Reader {
  const doc = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>;
  const read = new Set<string>(['_id']);
  return {
    value(key) {
      const spellings = [key, ...(SCHEMA_SPELLINGS[key] ?? [])];
      const present = spellings.filter((k) => doc[k] !== undefined && doc[k] !== '');
      for (const k of spellings) read.add(k);
      if (present.length > 1 && textOf(doc[present[0]!]) !== textOf(doc[present[1]!])) {
        note(`${where}.${present[1]}`, `also spelt ${present[0]}: the first spelling was kept`);
      }
      return present.length ? doc[present[0]!] : undefined;
    },
    unread: () => Object.keys(doc).filter((k) => !read.has(k)),
  };
}

const asBoolean = (value: unknown) =>
  value === true || (typeof value === 'string' && ['true', 'yes'].includes(value.toLowerCase()));

function sexOf(value: unknown): string {
  const text = textOf(value).trim().toLowerCase();
  const short: Record<string, string> = { m: 'male', f: 'female', o: 'other' };
  const sex = short[text] ?? text;
  return (SEXES as readonly string[]).includes(sex) ? sex : '';
}

export type IntakeResult =
  { ok: true; details: StudentDetails; notes: ImportNote[] } | { ok: false; notes: ImportNote[] };

/**
 * Pragati's intake from one `studentdetails` document, checked by the registration's own rules
 * (`today` is the institute's date; `section` the student's placement). A rule broken refuses the
 * student; every value changed or dropped on the way is a note (field names, never values).
 */
export function intakeOfOriginal(doc: OriginalDoc, section: string, today: string): IntakeResult {
  const id = idOf(doc);
  const notes: ImportNote[] = [];
  const note = (kind: ImportNote['kind']) => (field: string, reason: string) =>
    notes.push({ collection: 'studentdetails', id, field, kind, reason });
  const info = readerOf(doc.info, 'info', note('changed'));
  const out: Record<string, unknown> = {};
  for (const key of INFO_TEXT_KEYS) out[key] = textOf(info.value(key)).trim();
  for (const key of INFO_BOOLEAN_KEYS) out[key] = asBoolean(info.value(key));
  for (const key of ['regDate', 'dob'] as const) {
    const raw = info.value(key);
    const day = calendarDayOf(raw);
    if (raw !== undefined && day === null) note('changed')(`info.${key}`, 'unreadable date');
    out[key] = day ?? '';
  }
  const rawSex = info.value('sex');
  out.sex = sexOf(rawSex);
  if (textOf(rawSex) && out.sex !== textOf(rawSex))
    note('changed')(
      'info.sex',
      out.sex ? 'spelt as Pragati spells it' : 'not male, female or other',
    );
  const conditions = info.value('historyOfPresentCondition');
  out.historyOfPresentCondition = Array.isArray(conditions) ? conditions : [];
  for (const key of info.unread()) {
    if (!INFO_OTHER_KEYS.includes(key)) note('dropped')(`info.${key}`, 'not a field of Pragati');
  }
  const groups: Record<string, Record<string, string>> = {};
  for (const group of Object.keys(GROUPS) as GroupName[]) {
    const reader = readerOf(doc[group], group, note('changed'));
    const values: Record<string, string> = {};
    for (const key of GROUPS[group]) {
      const value = textOf(reader.value(key));
      if (value !== '') values[key] = value;
    }
    for (const key of reader.unread()) note('dropped')(`${group}.${key}`, 'not a field of Pragati');
    groups[group] = values;
  }
  const parsed = studentDetailsSchema.safeParse({ info: out, ...groups });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) note('refused')(issue.path.join('.'), issue.message);
    return { ok: false, notes };
  }
  const issues = registrationInfoIssues(parsed.data.info, section, today);
  if (issues.length) {
    for (const issue of issues) note('refused')(`info.${issue.field}`, issue.message);
    return { ok: false, notes };
  }
  return { ok: true, details: parsed.data, notes };
}
