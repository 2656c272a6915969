import { z } from 'zod';

/*
 * The one rule for text at the boundary (issue 12, decisions §9): every string a request carries
 * (body, header, path or query) refuses control characters and lone surrogates. PostgreSQL
 * cannot store a NUL byte in text and a lone surrogate is not valid UTF-8, so either used to fail
 * deep in a statement as a 500; the other control characters only ever arrive by mistake or on
 * purpose (terminal escapes in a log, invisible characters in a name). Multi-line text (comments,
 * clinical free text, checklist questions) keeps tab, line feed and carriage return.
 */

/** Message of a refused text; `label` names the field as its form or the spec's call does. */
export const textNotAllowedMessage = (label: string) =>
  `${label} contains characters that are not allowed.`;

/**
 * True when the text holds no C0 control (U+0000–U+001F), DEL, C1 control (U+0080–U+009F) or
 * lone surrogate; with `multiLine`, tab, line feed and carriage return are allowed.
 */
export function isAllowedText(value: string, multiLine = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (multiLine && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
      return false;
    }
    if (code < 0x7f) continue;
    if (code <= 0x9f) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return false;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return false;
  }
  return true;
}

/**
 * The text with every character the rule refuses replaced by U+FFFD, for text that is kept and
 * shown rather than refused outright (a spreadsheet row waiting to be fixed, a message quoting a
 * cell).
 */
export function replaceDisallowedText(value: string, multiLine = false): string {
  if (isAllowedText(value, multiLine)) return value;
  let out = '';
  // The string iterator yields code points: a pair stays whole, a lone surrogate comes alone.
  for (const char of value) out += isAllowedText(char, multiLine) ? char : '\ufffd';
  return out;
}

/**
 * The rule as a zod check, appended to a string schema after its trim and length checks:
 * `z.string().trim().max(64).check(singleLineText('User ID'))`.
 */
export const singleLineText = (label: string) =>
  z.refine<string>((value) => isAllowedText(value), textNotAllowedMessage(label));

/** As `singleLineText`, but tab and new lines are allowed (comments, free text). */
export const multiLineText = (label: string) =>
  z.refine<string>((value) => isAllowedText(value, true), textNotAllowedMessage(label));

/** Dates anywhere at the boundary lie in these years (decisions §9: sane ranges). */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2100;

/** True when an ISO date or date-time (`YYYY-…`) falls in the years 1900–2100 as written. */
export function isDateInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}/.test(value) && year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}

export const dateOutOfRangeMessage = (label: string) =>
  `${label} must be a date between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}.`;

/** The date rule as a zod check, after the format check. */
export const dateInRange = (label: string) =>
  z.refine<string>((value) => isDateInRange(value), dateOutOfRangeMessage(label));
