import { instituteDate, isIsoDate } from '../shared/calendar.js';

/**
 * Reading the original system's MongoDB export (issue 32, shared/spec/original-database.md):
 * `mongoexport` writes one `<collection>.json` per collection, one document a line or one array
 * (`--jsonArray`), in relaxed or canonical Extended JSON. Pure: the files' text comes in.
 */
export const ORIGINAL_COLLECTIONS = [
  'users',
  'teachers',
  'pendingteachers',
  'classes',
  'studentdetails',
  'students',
] as const;
export type OriginalCollection = (typeof ORIGINAL_COLLECTIONS)[number];
export type OriginalDoc = Record<string, unknown>;
export type OriginalExport = Record<OriginalCollection, OriginalDoc[]>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

function numberOf(text: unknown): number | null {
  const n = typeof text === 'string' || typeof text === 'number' ? Number(text) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A `$numberLong` past 2^53 stays its digits: a number would lose them. */
function longOf(text: unknown): number | string | null {
  if (typeof text !== 'string' || !/^-?\d+$/.test(text)) return numberOf(text);
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

function dateOfWrapper(value: unknown): Date | null {
  const inner =
    isPlainObject(value) && '$numberLong' in value ? numberOf(value.$numberLong) : value;
  if (typeof inner !== 'string' && typeof inner !== 'number') return null;
  const date = new Date(inner);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Extended JSON to plain values: `$oid` → its hex text, `$date` → a Date, `$numberInt`,
 * `$numberDouble`, `$numberDecimal` → a number, `$numberLong` → a number (its digits when too
 * large). An unreadable wrapper becomes null.
 */
export function fromExtendedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromExtendedJson);
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1) {
    const [key] = keys as [string];
    const inner = value[key];
    if (key === '$oid') return typeof inner === 'string' ? inner : null;
    if (key === '$date') return dateOfWrapper(inner);
    if (key === '$numberLong') return longOf(inner);
    if (key === '$numberInt' || key === '$numberDouble' || key === '$numberDecimal')
      return numberOf(inner);
  }
  return Object.fromEntries(keys.map((k) => [k, fromExtendedJson(value[k])]));
}

export type ParsedExportFile = { docs: OriginalDoc[] } | { error: string };

/** One collection's file: a JSON array, or one document a line (blank lines skipped). */
export function parseExportFile(text: string): ParsedExportFile {
  const body = text.replace(/^\uFEFF/, '');
  const toDocs = (values: unknown[], lineOf: (i: number) => number): ParsedExportFile => {
    const docs: OriginalDoc[] = [];
    for (const [i, value] of values.entries()) {
      const doc = fromExtendedJson(value);
      if (!isPlainObject(doc)) return { error: `line ${lineOf(i)} is not a document` };
      docs.push(doc);
    }
    return { docs };
  };
  if (body.trimStart().startsWith('[')) {
    try {
      const values: unknown = JSON.parse(body);
      if (!Array.isArray(values)) return { error: 'not a JSON array' };
      return toDocs(values, (i) => i + 1);
    } catch {
      return { error: 'not valid JSON (a --jsonArray file must be one array)' };
    }
  }
  const values: unknown[] = [];
  const lines: number[] = [];
  for (const [i, line] of body.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    try {
      values.push(JSON.parse(line));
      lines.push(i + 1);
    } catch {
      return { error: `line ${i + 1} is not valid JSON` };
    }
  }
  return toDocs(values, (i) => lines[i] ?? i + 1);
}

/** A document's `_id` as text ('' when it has none). */
export function idOf(doc: OriginalDoc): string {
  const id = doc._id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

/**
 * A stored date as the institute's calendar day: a Date (an instant, so a midnight in India
 * stored as the previous day's 18:30Z is that Indian day), an ISO date-time or `YYYY-MM-DD` text.
 * Null when missing or unreadable.
 */
export function calendarDayOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : instituteDate(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (isIsoDate(text)) return text;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instituteDate(instant);
}

/** Text of a field that the original kept as text, a number or a boolean ('' when absent). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return '';
}
