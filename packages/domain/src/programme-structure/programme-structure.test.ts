import { describe, expect, it } from 'vitest';
import { CLASS_CODES, SECTIONS, YEARS } from '../shared/classes.js';
import {
  DEFAULT_PROGRAMME_STRUCTURE as DEFAULTS,
  enabledClassCodes,
  groupDisplayName,
  isEnabledClassCode,
  type ProgrammeStructure,
  updateProgrammeGroupSchema,
  yearEndResult,
} from './programme-structure.js';
import { transferResult } from '../assessment/scoring.js';

const enable = (structure: ProgrammeStructure, ...codes: string[]): ProgrammeStructure =>
  structure.map((g) => (codes.includes(g.code) ? { ...g, enabled: true } : g));

describe('the programme structure as data', () => {
  it('ships seven groups with the spec three enabled and their nine class codes', () => {
    expect(DEFAULTS.map((g) => g.code)).toEqual([
      'preprimary',
      'primary1',
      'primary2',
      'secondary',
      'prevocational1',
      'prevocational2',
      'care',
    ]);
    expect(enabledClassCodes(DEFAULTS)).toEqual([...CLASS_CODES]);
    expect(isEnabledClassCode(DEFAULTS, 'secondary_1')).toBe(false);
    expect(isEnabledClassCode(enable(DEFAULTS, 'secondary'), 'secondary_1')).toBe(true);
  });

  it('its defaults give the spec transfer table for every section, year and figure', () => {
    for (const section of SECTIONS) {
      for (const year of YEARS) {
        for (const percent of [0, 59.99, 60, 100]) {
          expect(yearEndResult(DEFAULTS, section, year, percent)).toEqual(
            transferResult(section, year, percent),
          );
        }
      }
    }
  });

  it.each([
    [
      'primary2 pass, Secondary enabled',
      ['secondary'],
      'primary2',
      '2',
      80,
      'pass',
      'secondary',
      '1',
    ],
    [
      'primary2 promoted, Secondary enabled',
      ['secondary'],
      'primary2',
      '3',
      10,
      'promoted',
      'secondary',
      '1',
    ],
    [
      'prevocational2 pass is the last group',
      ['secondary', 'prevocational1', 'prevocational2'],
      'prevocational2',
      '1',
      90,
      'completed',
      null,
      null,
    ],
    [
      'secondary pass, Prevocational-I disabled',
      ['secondary'],
      'secondary',
      '1',
      90,
      'completed',
      null,
      null,
    ],
    ['care year 1 is a review', ['care'], 'care', '1', 10, 'review', 'care', '2'],
    ['care year 2 review at any figure', ['care'], 'care', '2', 95, 'review', 'care', '3'],
    ['care last year completes', ['care'], 'care', '3', 95, 'completed', null, null],
  ] as const)('%s', (_name, enabled, section, year, percent, outcome, next, nextYear) => {
    expect(yearEndResult(enable(DEFAULTS, ...enabled), section, year, percent)).toEqual({
      outcome,
      section: next,
      year: nextYear,
    });
  });

  it('names groups and classes per language, unknown codes unchanged', () => {
    expect(groupDisplayName(DEFAULTS, 'primary1_2')).toBe('Primary-I-2');
    expect(groupDisplayName(DEFAULTS, 'secondary', 'hi')).toBe('सेकेंडरी');
    expect(groupDisplayName(DEFAULTS, 'secondary_4')).toBe('secondary_4');
    expect(groupDisplayName(DEFAULTS, 'other')).toBe('other');
  });

  it('an update takes any of enabled, names and years, and refuses an empty one', () => {
    expect(updateProgrammeGroupSchema.safeParse({ enabled: true }).success).toBe(true);
    expect(updateProgrammeGroupSchema.safeParse({ names: { hi: 'माध्यमिक' } }).success).toBe(true);
    const empty = updateProgrammeGroupSchema.safeParse({});
    expect(empty.error?.issues[0]?.message).toBe('Send at least one of enabled, names or years.');
    const years = updateProgrammeGroupSchema.safeParse({ years: 4 });
    expect(years.error?.issues[0]?.message).toBe('Years must be a whole number from 1 to 3.');
  });
});
