import { z } from 'zod';
import { PASS_MARK } from '../assessment/scoring.js';
import { singleLineText } from '../shared/text.js';

/*
 * The programme structure as data (issue 29, decisions §16): the FACP's groups are rows of a
 * table (programme_groups), not constants. These pure functions take the structure as read from
 * it; classes.ts keeps the spec's three groups and nine codes only as the original client's
 * compatibility list.
 */

/** How a group's year ends: §5's transfer rule, or a yearly review that keeps the group. */
export const YEAR_ENDS = ['transfer', 'review'] as const;
export type YearEnd = (typeof YEAR_ENDS)[number];

/**
 * Years a group may have. Checklists, term reports and the original client know years 1–3
 * (`Year`), so the admin may shorten a group but not lengthen it past three.
 */
export const MAX_GROUP_YEARS = 3;

export type ProgrammeGroup = {
  code: string;
  names: { en: string; hi: string };
  order: number;
  years: number;
  next: string | null;
  yearEnd: YearEnd;
  enabled: boolean;
};
export type ProgrammeStructure = readonly ProgrammeGroup[];

const group = (
  code: string,
  en: string,
  hi: string,
  order: number,
  next: string | null,
  rest: Partial<ProgrammeGroup> = {},
): ProgrammeGroup => ({
  code,
  names: { en, hi },
  order,
  years: 3,
  next,
  yearEnd: 'transfer',
  enabled: false,
  ...rest,
});

/**
 * The seven FACP groups as migration 0022 seeds them: the spec's three enabled (their nine
 * class codes as ever), the other four disabled until the admin enables them.
 */
export const DEFAULT_PROGRAMME_STRUCTURE: ProgrammeStructure = [
  group('preprimary', 'Preprimary', 'प्री-प्राइमरी', 1, 'primary1', { enabled: true }),
  group('primary1', 'Primary-I', 'प्राइमरी-I', 2, 'primary2', { enabled: true }),
  group('primary2', 'Primary-II', 'प्राइमरी-II', 3, 'secondary', { enabled: true }),
  group('secondary', 'Secondary', 'सेकेंडरी', 4, 'prevocational1'),
  group('prevocational1', 'Prevocational-I', 'प्री-वोकेशनल-I', 5, 'prevocational2'),
  group('prevocational2', 'Prevocational-II', 'प्री-वोकेशनल-II', 6, null),
  group('care', 'Care group', 'केयर ग्रुप', 7, null, { yearEnd: 'review' }),
];

export const PROGRAMME_MESSAGES = {
  unknownGroup: 'No such group.',
  hasStudents: (name: string) =>
    `${name} has students: move or withdraw them before disabling the group.`,
  yearsBelowStudents: (name: string, year: number) =>
    `${name} has students in year ${year}: the group cannot have fewer years.`,
  nothingToChange: 'Send at least one of enabled, names or years.',
  years: `Years must be a whole number from 1 to ${MAX_GROUP_YEARS}.`,
  name: 'A group name must have 1 to 60 characters.',
  updated: 'The group has been saved.',
  unknownClass: (allowed: readonly string[]) =>
    `Class must be one of the institute's classes: ${allowed.join(', ')}.`,
} as const;

/** The groups in the order a student moves through them. */
export function groupsInOrder(structure: ProgrammeStructure): ProgrammeGroup[] {
  return [...structure].sort((a, b) => a.order - b.order);
}

export function enabledGroups(structure: ProgrammeStructure): ProgrammeGroup[] {
  return groupsInOrder(structure).filter((g) => g.enabled);
}

export function findGroup(structure: ProgrammeStructure, code: string): ProgrammeGroup | undefined {
  return structure.find((g) => g.code === code);
}

/** Years of a group as the strings the records hold: '1', '2', … */
export function yearsOf(g: Pick<ProgrammeGroup, 'years'>): string[] {
  return Array.from({ length: g.years }, (_, i) => String(i + 1));
}

/** The class codes `{group}_{year}` of the enabled groups, in order. */
export function enabledClassCodes(structure: ProgrammeStructure): string[] {
  return enabledGroups(structure).flatMap((g) => yearsOf(g).map((y) => `${g.code}_${y}`));
}

export function isEnabledClassCode(structure: ProgrammeStructure, code: unknown): boolean {
  return typeof code === 'string' && enabledClassCodes(structure).includes(code);
}

/**
 * Why a student cannot be placed in `section`, year `year` (registration, the student import):
 * null when it is a class of an enabled group, else the message naming the classes of that year
 * the institute has (issue 29: an unknown or disabled class is a 400 naming the allowed codes).
 */
export function placementProblem(
  structure: ProgrammeStructure,
  section: string,
  year: string,
): string | null {
  if (isEnabledClassCode(structure, `${section}_${year}`)) return null;
  const allowed = enabledGroups(structure)
    .filter((g) => yearsOf(g).includes(year))
    .map((g) => `${g.code}_${year}`);
  return PROGRAMME_MESSAGES.unknownClass(allowed);
}

/** The first enabled group: where a registration without a section places the student. */
export function firstEnabledGroup(structure: ProgrammeStructure): string {
  return enabledGroups(structure)[0]?.code ?? 'preprimary';
}

export function isEnabledGroup(structure: ProgrammeStructure, code: unknown): boolean {
  return typeof code === 'string' && enabledGroups(structure).some((g) => g.code === code);
}

/** A group's or class's name in a language ("Secondary", "Secondary-2"); unknown codes unchanged. */
export function groupDisplayName(
  structure: ProgrammeStructure,
  code: string,
  language: 'en' | 'hi' = 'en',
): string {
  const direct = findGroup(structure, code);
  if (direct) return direct.names[language];
  const [groupCode, year] = code.split('_');
  const g = groupCode === undefined ? undefined : findGroup(structure, groupCode);
  return g && year && yearsOf(g).includes(year) ? `${g.names[language]}-${year}` : code;
}

/**
 * Where a class (or a bare group) sorts: by the group's order in the table, then the year; codes
 * outside the table after every class. Lists and filters order classes by it, never by a list.
 */
export function classRank(structure: ProgrammeStructure, code: string): number {
  const [groupCode = '', year = '0'] = code.split('_');
  const g = findGroup(structure, groupCode);
  return g ? g.order * 10 + (Number(year) || 0) : Number.MAX_SAFE_INTEGER;
}

export type YearEndResult =
  | { outcome: 'pass' | 'promoted' | 'repeat' | 'review'; section: string; year: string }
  | { outcome: 'completed'; section: null; year: null };

/**
 * The year-end outcome by the table: §5's rule for a 'transfer' group (pass at PASS_MARK or more, a
 * repeat below it, promoted after the group's last year), a review for a 'review' group (the
 * student stays and the next year begins). Leaving a group goes to its next group when that
 * group is enabled, else the student has completed (a pass out of the last enabled group).
 */
export function yearEndResult(
  structure: ProgrammeStructure,
  section: string,
  year: string,
  yearPercent: number,
): YearEndResult {
  const g = findGroup(structure, section);
  const yearNo = Number(year);
  const lastYear = g?.years ?? MAX_GROUP_YEARS;
  const moveOn = (outcome: 'pass' | 'promoted'): YearEndResult => {
    const next = g?.next ? findGroup(structure, g.next) : undefined;
    return next?.enabled
      ? { outcome, section: next.code, year: '1' }
      : { outcome: 'completed', section: null, year: null };
  };
  if (g?.yearEnd === 'review') {
    return yearNo < lastYear
      ? { outcome: 'review', section, year: String(yearNo + 1) }
      : moveOn('promoted');
  }
  if (yearPercent >= PASS_MARK) return moveOn('pass');
  if (yearNo >= lastYear) return moveOn('promoted');
  return { outcome: 'repeat', section, year: String(yearNo + 1) };
}

const groupName = z
  .string({ error: PROGRAMME_MESSAGES.name })
  .trim()
  .min(1, PROGRAMME_MESSAGES.name)
  .max(60, PROGRAMME_MESSAGES.name)
  .check(singleLineText('Group name'));

export const programmeGroupSchema = z.object({
  code: z.string(),
  names: z.object({ en: z.string(), hi: z.string() }),
  order: z.number().int(),
  years: z.number().int(),
  next: z.string().nullable(),
  yearEnd: z.enum(YEAR_ENDS),
  enabled: z.boolean(),
  /** Active students in the group now. */
  students: z.number().int(),
});
export type ProgrammeGroupRow = z.infer<typeof programmeGroupSchema>;

/** GET /admin/groups: every group, in order. */
export const programmeGroupsResponseSchema = z.object({ data: z.array(programmeGroupSchema) });
export type ProgrammeGroupsResponse = z.infer<typeof programmeGroupsResponseSchema>;

export const groupCodeParamsSchema = z.object({
  code: z
    .string()
    .max(40, PROGRAMME_MESSAGES.unknownGroup)
    .regex(/^[a-z][a-z0-9]*$/, PROGRAMME_MESSAGES.unknownGroup),
});

/** PUT /admin/groups/:code: any of enabled, names (either language) and years. */
export const updateProgrammeGroupSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
    names: z.strictObject({ en: groupName.optional(), hi: groupName.optional() }).optional(),
    years: z
      .number({ error: PROGRAMME_MESSAGES.years })
      .int(PROGRAMME_MESSAGES.years)
      .min(1, PROGRAMME_MESSAGES.years)
      .max(MAX_GROUP_YEARS, PROGRAMME_MESSAGES.years)
      .optional(),
  })
  .refine(
    (b) => b.enabled !== undefined || b.years !== undefined || b.names?.en || b.names?.hi,
    PROGRAMME_MESSAGES.nothingToChange,
  );
export type UpdateProgrammeGroupRequest = z.infer<typeof updateProgrammeGroupSchema>;

export const updateProgrammeGroupResponseSchema = z.object({
  msg: z.string(),
  group: programmeGroupSchema,
});
export type UpdateProgrammeGroupResponse = z.infer<typeof updateProgrammeGroupResponseSchema>;
