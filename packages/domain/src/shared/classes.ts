/** Sections in the order a student moves through them. */
export const SECTIONS = ['preprimary', 'primary1', 'primary2'] as const;
export type Section = (typeof SECTIONS)[number];

export const SECTION_DISPLAY_NAMES: Record<Section, string> = {
  preprimary: 'Preprimary',
  primary1: 'Primary-I',
  primary2: 'Primary-II',
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
] as const;
export type ClassCode = (typeof CLASS_CODES)[number];

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
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

/** The next section after this one, or null after the last. */
export function nextSection(section: Section): Section | null {
  const index = SECTIONS.indexOf(section);
  return SECTIONS[index + 1] ?? null;
}

/**
 * Display name for a class code ("Primary-I-2") or a bare section ("Primary-I"), as in spec
 * section 2. Anything else is returned unchanged, so old or unexpected data still shows. `msg`
 * words the section in the screen's language (the web's useMsg()); English without it.
 */
export function classDisplayName(code: string, msg: (text: string) => string = (t) => t): string {
  if (isSection(code)) return msg(SECTION_DISPLAY_NAMES[code]);
  if (isClassCode(code)) {
    const { section, year } = parseClassCode(code);
    return `${msg(SECTION_DISPLAY_NAMES[section])}-${year}`;
  }
  return code;
}
