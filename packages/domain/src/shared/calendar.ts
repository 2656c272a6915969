/** The institute's calendar (decisions §7): dates are judged in Asia/Kolkata whatever the server's zone. */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';

/** `YYYY-MM-DD` of an instant in the institute's time zone. */
export function instituteDate(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: INSTITUTE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The calendar day before a `YYYY-MM-DD` date. */
export function previousDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const previous = new Date(Date.UTC(y, m - 1, d - 1));
  return previous.toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (no 2023-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Dates are shown as the first 10 characters of an ISO date (spec section 3). */
export function displayDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}
