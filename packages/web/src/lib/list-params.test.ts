import { studentListQuerySchema, teacherListQuerySchema } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-params';

const shape = studentListQuerySchema.shape;

describe('list params in the URL', () => {
  it('reads a view, each bad param falling back to its default', () => {
    const view = readListParams(
      shape,
      new URLSearchParams('status=left&name=asha&sort=aadhaar&dir=desc&page=3&size=7'),
    );
    expect(view).toEqual({
      query: { status: 'left', name: 'asha', sort: 'regNo', dir: 'desc' },
      page: 3,
      size: 50,
    });
  });

  it.each([
    ['', { status: 'active', sort: 'regNo', dir: 'asc' }, 1, 50],
    ['page=0&size=100', { status: 'active', sort: 'regNo', dir: 'asc' }, 1, 100],
    ['page=x', { status: 'active', sort: 'regNo', dir: 'asc' }, 1, 50],
  ])('reads %j', (search, query, page, size) => {
    expect(readListParams(shape, new URLSearchParams(search))).toEqual({ query, page, size });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const view = {
      query: { status: 'all', class: 'primary-i', sort: 'name', dir: 'asc' } as const,
      page: 2,
      size: 25,
    };
    const params = writeListParams(shape, view);
    expect(params.toString()).toBe('status=all&class=primary-i&sort=name&page=2&size=25');
    expect(readListParams(shape, params)).toEqual(view);
    expect(
      writeListParams(teacherListQuerySchema.shape, {
        query: { q: '', sort: 'teacherId', dir: 'asc' },
        page: 1,
        size: 50,
      }).toString(),
    ).toBe('');
  });
});
