import type { StudentListItem } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import { filterStudents, pageOf, sortStudents } from './student-filters';

const row = (regNo: string, name: string, classId = 'preprimary_1'): StudentListItem => ({
  _id: regNo,
  regNo,
  name,
  currYear: classId.slice(-1),
  currTerm: 'Entry',
  classId,
});
const rows = [
  row('PR/10', 'Asha Kumar', 'primary1_1'),
  row('PR/9', 'Ravi Sharma'),
  row('pr/2', 'ASHA Nair', 'primary2_2'),
];

describe('filterStudents', () => {
  it.each([
    [{}, ['PR/10', 'PR/9', 'pr/2']],
    [{ name: 'asha' }, ['PR/10', 'pr/2']],
    [{ name: '  ASHA ' }, ['PR/10', 'pr/2']],
    [{ regNo: 'pr/1' }, ['PR/10']],
    [{ name: 'asha', classId: 'primary2' }, ['pr/2']],
    [{ currYear: '2' }, ['pr/2']],
    [{ name: 'nobody' }, []],
  ])('%j → %j', (filters, expected) => {
    expect(filterStudents(rows, filters).map((r) => r.regNo)).toEqual(expected);
  });
});

describe('sortStudents', () => {
  it('orders registration numbers naturally, ignoring case', () => {
    expect(sortStudents(rows).map((r) => r.regNo)).toEqual(['pr/2', 'PR/9', 'PR/10']);
  });
});

describe('pageOf', () => {
  const many = Array.from({ length: 120 }, (_, i) => i);
  it.each([
    [1, 0, 50, 3],
    [3, 100, 20, 3],
    [9, 100, 20, 3],
    [0, 0, 50, 3],
  ])('page %i starts at %i with %i rows of %i pages', (page, start, count, pages) => {
    const result = pageOf(many, page);
    expect(result.start).toBe(start);
    expect(result.rows).toHaveLength(count);
    expect(result.pages).toBe(pages);
  });

  it('an empty list has one empty page', () => {
    expect(pageOf([], 1)).toMatchObject({ rows: [], page: 1, pages: 1 });
  });
});
