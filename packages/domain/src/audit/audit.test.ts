import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit-actions.js';
import {
  auditDetailText,
  auditExportQuerySchema,
  auditQuerySchema,
  auditRange,
  auditTime,
} from './audit.js';

const message = (query: Record<string, string>) => {
  const parsed = auditQuerySchema.safeParse(query);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('audit filters', () => {
  it.each([
    [{ from: '2026-02-30' }, 'From must be a date (YYYY-MM-DD) or a date and time.'],
    [{ to: '2026-13-01' }, 'To must be a date (YYYY-MM-DD) or a date and time.'],
    [{ from: 'yesterday' }, 'From must be a date (YYYY-MM-DD) or a date and time.'],
    [{ from: '2026-02-29T10:00:00Z' }, 'From must be a date (YYYY-MM-DD) or a date and time.'],
    [{ from: '2026-11-02', to: '2026-11-01' }, 'From must be on or before To.'],
    [{ from: '2026-11-01T10:00:00Z', to: '2026-11-01T09:59:59Z' }, 'From must be on or before To.'],
    [{ from: '0000-01-01T00:00:00Z' }, 'From must be a date between 1900 and 2100.'],
    [{ to: '2101-01-01' }, 'To must be a date between 1900 and 2100.'],
  ])('%j → %s', (query, expected) => {
    expect(message(query)).toBe(expected);
  });

  it.each([
    [{}],
    [{ from: '2026-11-01', to: '2026-11-01' }],
    [{ from: '2024-02-29' }],
    [{ from: '2026-11-01T00:00:00+05:30', to: '2026-11-01' }],
  ])('%j is accepted', (query) => {
    expect(message(query)).toBeNull();
  });

  it('pages default to 50 from the start; the export takes no page', () => {
    expect(auditQuerySchema.parse({})).toMatchObject({ limit: 50, offset: 0 });
    expect(auditExportQuerySchema.parse({ limit: '5' })).not.toHaveProperty('limit');
  });

  it('a day is the whole day in Asia/Kolkata', () => {
    const { from, to } = auditRange({ from: '2026-11-01', to: '2026-11-02' });
    expect(from?.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(to).toEqual({ at: new Date('2026-11-02T18:30:00.000Z'), inclusive: false });
    expect(auditRange({ to: '2026-11-01T10:00:00Z' }).to).toEqual({
      at: new Date('2026-11-01T10:00:00Z'),
      inclusive: true,
    });
  });
});

describe('audit text', () => {
  it('shows an instant in Asia/Kolkata', () => {
    expect(auditTime('2026-11-25T08:35:09Z')).toBe('25 Nov 2026, 14:05:09');
  });

  it('names known actions and shows unknown ones as they are', () => {
    expect(auditActionLabel('student.aadhaar.reveal')).toBe('Aadhaar number revealed');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });

  it('writes a detail as short text', () => {
    expect(auditDetailText(null)).toBe('');
    expect(auditDetailText({ reason: 'wrong password', rows: 3, fields: ['name', 'dob'] })).toBe(
      'reason: wrong password; rows: 3; fields: name, dob',
    );
  });
});
