import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAMME_STRUCTURE } from '@pragati/domain';
import { inTurns } from '../src/lib/in-turns.js';
import { classifyImportRows, uploadKey } from '../src/modules/student-import/rules.js';
import type { ImportSheetRow } from '../src/modules/student-import/sheet.js';

const TODAY = '2026-11-25';
const cells = (regNo: string, name = 'Asha') => ({
  regNo,
  name,
  regDate: '2024-06-03',
  dob: '2014-01-15',
  sex: 'Female',
  aadharNo: '123412341234',
  mobileNo: '9876543210',
  section: 'Primary-I',
});
const row = (rowNumber: number, c = cells(`R${rowNumber}`)): ImportSheetRow => ({
  rowNumber,
  cells: c,
});
const empty = {
  structure: DEFAULT_PROGRAMME_STRUCTURE,
  studentRegNos: new Set<string>(),
  neverSignedIn: new Set<string>(),
  pendingRegNos: new Set<string>(),
  pendingKeys: new Set<string>(),
};

describe('classifyImportRows', () => {
  it.each<
    [
      string,
      ImportSheetRow[],
      Partial<typeof empty>,
      { valid: number[]; invalid: number[]; duplicates: number[]; reissue?: number[] },
    ]
  >([
    ['all new and good', [row(2), row(3)], {}, { valid: [2, 3], invalid: [], duplicates: [] }],
    [
      'a student already (any case)',
      [row(2, cells('ab-1'))],
      { studentRegNos: new Set(['ab-1']) },
      { valid: [], invalid: [], duplicates: [2] },
    ],
    [
      'a pending number',
      [row(2)],
      { pendingRegNos: new Set(['r2']) },
      { valid: [], invalid: [], duplicates: [2] },
    ],
    [
      'a pending row without a number, by its content',
      [row(2, cells('', 'X'))],
      { pendingKeys: new Set([uploadKey(cells('', 'X'), false, 0)]) },
      { valid: [], invalid: [], duplicates: [2] },
    ],
    [
      'a student whose account never signed in (an import cut off): a new password, once',
      [row(2, cells('AB-1')), row(3, cells('ab-1'))],
      { studentRegNos: new Set(['ab-1']), neverSignedIn: new Set(['ab-1']) },
      { valid: [], invalid: [], duplicates: [3], reissue: [2] },
    ],
    ['a bad row', [row(2, cells('R2', ''))], {}, { valid: [], invalid: [2], duplicates: [] }],
    [
      'a number twice in the sheet',
      [row(2, cells('R9')), row(3, cells('R9'))],
      {},
      { valid: [2], invalid: [3], duplicates: [] },
    ],
  ])('%s', (_label, rows, snapshot, expected) => {
    const result = classifyImportRows(rows, { ...empty, ...snapshot }, TODAY);
    expect({
      valid: result.valid.map((r) => r.rowNumber),
      invalid: result.invalid.map((r) => r.rowNumber),
      duplicates: result.duplicates.map((r) => r.rowNumber),
      reissue: result.reissue.map((r) => r.rowNumber),
    }).toEqual({ reissue: [], ...expected });
  });

  it('a formula without a value is its column only reason', () => {
    const [bad] = classifyImportRows(
      [{ ...row(2, cells('R2', '')), formulaCells: { name: 'formula!' } }],
      empty,
      TODAY,
    ).invalid;
    expect(bad?.problems).toEqual([{ field: 'name', message: 'formula!' }]);
  });

  it('identical rows without a number get keys of their own', () => {
    const same = cells('', 'Y');
    const { invalid } = classifyImportRows([row(2, same), row(3, same)], empty, TODAY);
    expect(new Set(invalid.map((r) => r.uploadKey)).size).toBe(2);
  });
});

describe('inTurns', () => {
  it('keeps the order, holds the limit, and stops starting tasks after a failure', async () => {
    let running = 0;
    let most = 0;
    const results = await inTurns([5, 1, 3, 2], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 30, 20]);
    expect(most).toBe(2);

    const started: number[] = [];
    await expect(
      inTurns([1, 2, 3, 4, 5], 1, async (n) => {
        started.push(n);
        if (n === 2) throw new Error('boom');
        return n;
      }),
    ).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
  });
});
