/*
 * Malformed inputs for the fuzz test (issue 12): strings the database or the file system choke on,
 * values of the wrong type, bad paths, queries, headers, JSON and multipart bodies. Deterministic:
 * every random choice comes from a seeded generator.
 */

/** mulberry32: a small seeded PRNG, so a failing case can be replayed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      const out: T[] = [];
      while (out.length < n && copy.length)
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

export const HUGE = 'x'.repeat(100_000);

/** Text that once reached the database as a 500, and its relatives. */
export const BAD_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u001b[31mred',
  'tab\there',
  'line\nbreak',
  '\r\n',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\ufffe\uffff',
  '\u2028\u2029',
  '😀',
  'आशा',
  '',
  ' ',
  '   \u0000   ',
  HUGE,
  `${'é'.repeat(70)}`,
  '../../etc/passwd',
  "'; drop table users; --",
  '%00',
  '%E0%A4%A',
  '0000-01-01T00:00:00Z',
  '9999-12-31',
  '2026-02-30',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '=cmd|" /C calc"!A0',
];

/**
 * Well-formed days the calendar does not have: each is sent to every date field of a body (issue
 * 26: the consent date's 2026-02-30 reached the database's date column as a 500).
 */
export const IMPOSSIBLE_DATES: readonly string[] = [
  '2026-02-30',
  '2025-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-06-00',
];

/** A body field that holds a date, by its name (consentDate, regDate, dob). */
export const isDateField = (path: readonly (string | number)[]) =>
  /(date|^dob)$/i.test(String(path.at(-1) ?? ''));

/** Values of every JSON type but the expected one. */
export const WRONG_VALUES: readonly unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  true,
  false,
  null,
  [],
  [1, 'a', null],
  ['\u0000'],
  {},
  { a: 1 },
  { $gt: '' },
  { toString: 'x' },
  [[[[[[[[[['deep']]]]]]]]]],
];

export const BAD_VALUES: readonly unknown[] = [...BAD_STRINGS, ...WRONG_VALUES];

/** Path parameter values (already in URL form): NUL, undecodable, traversal, huge, odd numbers. */
export const BAD_PARAMS: readonly string[] = [
  '%00',
  'a%00b',
  '%01',
  '%C2%85',
  '%E0%A4%A',
  '%ED%A0%80',
  '%',
  '%ZZ',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  'x'.repeat(300),
  'x'.repeat(199),
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '1e3',
  'NaN',
  '%F0%9F%98%80',
  '%E0%A4%86',
  '__proto__',
];

/** Query strings; the audit's dates out of range among them. */
export const BAD_QUERIES: readonly string[] = [
  'from=0000-01-01T00:00:00Z',
  'to=9999-12-31T23:59:59Z',
  'from=1899-12-31T23:59:59%2B05:30',
  'from=2026-02-30T00:00:00Z',
  'from=2026-11-22T24:00:00Z',
  'to=2026-11-22T10:00:00%2B99:99',
  'from=-001000-01-01T00:00:00Z',
  'limit=1e309',
  'limit=-1',
  'limit=',
  'offset=99999999999999999999',
  'offset=1e400',
  'actor=%00',
  'action=%E0%A4%A',
  'target=%ED%A0%80',
  'actor[]=a&actor[]=b',
  'outcome=%00',
  '__proto__[x]=1',
  `actor=${'x'.repeat(10_000)}`,
  '%ZZ=1',
  'a=%',
  'from=2026-11-22T10:00:00Z&from=2026-11-23T10:00:00Z',
];

/** Paths the static host must answer with a 404 (or a page), never a 500. */
export const BAD_STATIC_PATHS: readonly string[] = [
  '/index.html%00.js',
  '/%E0%A4%A',
  '/..%2f..%2fetc/passwd',
  '/..%5c..%5cwindows%5cwin.ini',
  '/assets/%00',
  '/assets/..%2f..%2f..%2fpackage.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%',
  '/a%01b',
  '/a%C2%85b',
  '/%ED%A0%80',
  `/${'a'.repeat(5000)}`,
  `/${'%E0%A4%A'.repeat(100)}`,
  '/index.html/',
  '/.env',
  '//etc/passwd',
];

/** Headers the spec's calls carry; every value here is wrong for them. */
export const SPEC_HEADERS = ['id', 'regno', 'section', 'year', 'term', 'type'] as const;

export const ODD_HEADERS: readonly Record<string, string>[] = [
  { authorization: 'Bearer \u0000' },
  { authorization: `Bearer ${'a'.repeat(8000)}` },
  { authorization: 'Bearer a.b.c' },
  { cookie: 'jwt=%00; jwt=%E0%A4%A' },
  { cookie: `jwt=${'x'.repeat(5000)}` },
  { 'accept-encoding': 'gzip;q=NaN, br;q=-1, *;q=\u0000' },
  { 'accept-encoding': 'x'.repeat(5000) },
  { 'accept-language': 'hi;q=abc,\u0000,en-;q=2' },
  { 'accept-language': '*' },
  { origin: 'null' },
  { origin: 'http://evil.example', referer: '%00' },
  { 'x-forwarded-for': '\u0000, 999.999.1.1' },
  { 'content-length': '0' },
  { host: '\u0000' },
];

export type RawBody = { label: string; payload: string | Buffer; contentType?: string };

/** Bodies that are not the JSON object a route expects. */
export function badBodies(random: Random): RawBody[] {
  const json = 'application/json';
  return [
    { label: 'bad JSON', payload: '{"id": "a", ', contentType: json },
    { label: 'empty JSON', payload: '', contentType: json },
    { label: 'JSON null', payload: 'null', contentType: json },
    { label: 'JSON number', payload: '12', contentType: json },
    { label: 'JSON string', payload: '"\\u0000"', contentType: json },
    { label: 'JSON array', payload: '[{"id":"\\u0000"}]', contentType: json },
    { label: 'proto', payload: '{"__proto__":{"admin":true},"id":"a"}', contentType: json },
    {
      label: 'constructor',
      payload: '{"constructor":{"prototype":{"admin":true}}}',
      contentType: json,
    },
    { label: 'deep array', payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: json },
    {
      label: 'deep object',
      payload: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
      contentType: json,
    },
    {
      label: 'lone surrogate escape',
      payload: '{"id":"\\ud800","x":"\\udfff"}',
      contentType: json,
    },
    {
      label: 'invalid UTF-8',
      payload: Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xc0, 0x22, 0x7d]),
      contentType: json,
    },
    { label: 'text/plain', payload: 'hello', contentType: 'text/plain' },
    { label: 'xml', payload: '<id>\u0000</id>', contentType: 'application/xml' },
    {
      label: 'form',
      payload: 'id=%00&password=x',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      label: 'utf-16 JSON',
      payload: '{"id":"a"}',
      contentType: 'application/json; charset=utf-16',
    },
    { label: 'odd content type', payload: '{}', contentType: 'application/json\u0000' },
    { label: 'no content type', payload: '{"id":"a"}' },
    {
      label: 'multipart to a JSON route',
      payload: '--b\r\nContent-Disposition: form-data; name="id"\r\n\r\n\u0000\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    },
    {
      label: 'random bytes',
      payload: Buffer.from(Array.from({ length: 64 }, () => random.int(256))),
      contentType: json,
    },
  ];
}
