/*
 * Issue 29 (decisions §16): which groups an institute teaches, their names, years and order are
 * data (programme_groups; the rules in programme-structure.ts take that structure). What stays
 * here is fixed: the FACP's seven group codes, and the spec's three sections and nine class codes
 * as the original client's compatibility list (original-client.md), which are also the groups
 * enabled by default.
 */

/** The FACP's seven groups (NIMH/NIEPID 2004), the codes of the programme_groups table. */
export const FACP_GROUP_CODES = [
  'preprimary',
  'primary1',
  'primary2',
  'secondary',
  'prevocational1',
  'prevocational2',
  'care',
] as const;
/** A group ("section" in the spec and its API). */
export type Section = (typeof FACP_GROUP_CODES)[number];

/** The spec's three sections, in the order a student moves through them (compatibility list). */
export const SECTIONS = [
  'preprimary',
  'primary1',
  'primary2',
] as const satisfies readonly Section[];
export type SpecSection = (typeof SECTIONS)[number];

/** A request naming a group that is not one of the FACP's seven. */
export const SECTION_HEADER_MESSAGE = `section must be one of ${FACP_GROUP_CODES.join(', ')}.`;

/** English names, the table's defaults (the institute may rename them in programme_groups). */
export const SECTION_DISPLAY_NAMES: Record<Section, string> = {
  preprimary: 'Preprimary',
  primary1: 'Primary-I',
  primary2: 'Primary-II',
  secondary: 'Secondary',
  prevocational1: 'Prevocational-I',
  prevocational2: 'Prevocational-II',
  care: 'Care group',
};

export const YEARS = ['1', '2', '3'] as const;
export type Year = (typeof YEARS)[number];

export const CLASS_CODES = [
  'preprimary_1',
  'preprimary_2',
  'preprimary_3',
  'primary1_1',
  'primary1_2',
  'primary1_3',
  'primary2_1',
  'primary2_2',
  'primary2_3',
] as const satisfies readonly ClassCode[];
/** A class of any FACP group (`secondary_2`); CLASS_CODES are the spec's nine. */
export type ClassCode = `${Section}_${Year}`;

/** Every class any FACP group can have (seven groups × years 1–3): what a record may hold. */
export const FACP_CLASS_CODES = FACP_GROUP_CODES.flatMap((g) =>
  YEARS.map((y) => `${g}_${y}` as const),
) as [ClassCode, ...ClassCode[]];

/** One of the FACP's seven group codes (enabled or not: that is the institute's table). */
export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (FACP_GROUP_CODES as readonly string[]).includes(value);
}

export function isYear(value: unknown): value is Year {
  return typeof value === 'string' && (YEARS as readonly string[]).includes(value);
}

export function isClassCode(value: unknown): value is ClassCode {
  return typeof value === 'string' && (CLASS_CODES as readonly string[]).includes(value);
}

/**
 * The class of a section and year: the one spelling of the class code (in SQL it is the
 * function class_code(), migration 0020). classIdOf takes the strings a database row holds.
 */
export function classCode(section: Section, year: Year): ClassCode {
  return classIdOf(section, year) as ClassCode;
}

export function classIdOf(section: string, year: string): string {
  return `${section}_${year}`;
}

export function parseClassCode(code: ClassCode): { section: Section; year: Year } {
  const [section, year] = code.split('_') as [Section, Year];
  return { section, year };
}

/**
 * The next of the spec's three sections (its constant transfer rule, scoring.ts), or null after
 * the last or outside them. The institute's own order is programme-structure.ts's yearEndResult.
 */
export function nextSection(section: Section): Section | null {
  const index = (SECTIONS as readonly Section[]).indexOf(section);
  return index < 0 ? null : (SECTIONS[index + 1] ?? null);
}

/**
 * Display name for a class code ("Primary-I-2") or a bare section ("Primary-I"), as in spec
 * section 2. Anything else is returned unchanged, so old or unexpected data still shows. `msg`
 * words the section in the screen's language (the web's useMsg()); English without it.
 */
export function classDisplayName(code: string, msg: (text: string) => string = (t) => t): string {
  if (isSection(code)) return msg(SECTION_DISPLAY_NAMES[code]);
  const [section, year] = code.split('_');
  if (isSection(section) && isYear(year)) return `${msg(SECTION_DISPLAY_NAMES[section])}-${year}`;
  return code;
}
