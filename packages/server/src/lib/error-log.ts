/**
 * What of an error may go to the log (decisions §9: logs never hold personal data).
 *
 * A failed statement arrives as Drizzle's DrizzleQueryError, whose message quotes the SQL and
 * every parameter (a child's intake, an Aadhaar ciphertext, a password hash), wrapping the
 * driver's error, whose `detail` ("Failing row contains (...)", "Key (reg_no)=(X) already
 * exists"), `where` and sometimes message quote values too. Built-in errors can quote their input
 * as well (JSON.parse: `"…" is not valid JSON`, `Invalid URL: …`). So no message, detail, query,
 * parameter or body is ever logged; what is logged is what names a place, not a value:
 * - database errors: SQLSTATE code, table, column, constraint (schema names, never data);
 * - other errors: the class name, a string `code` (ERR_*, ECONNRESET, FST_*), and the stack
 *   frames without the message lines (where it happened, never what it carried);
 * - the message only for errors whose messages are fixed texts of ours (HttpError) or schema
 *   texts (zod issues: path and code only).
 * The same holds at LOG_LEVEL=debug: there is no level at which parameters are logged.
 */

/** PostgreSQL SQLSTATE: five characters of digits and upper-case letters. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Names a database object: letters, digits, underscores (quoted identifiers are cut off). */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;
/** Codes of Node, libuv, Fastify and our own errors. */
const CODE = /^[A-Z][A-Z0-9_]{1,60}$/;
/** Class names: short identifiers only. */
const NAME = /^[A-Za-z_$][A-Za-z0-9_$]{0,60}$/;
const MAX_FRAMES = 12;
const MAX_CHAIN = 5;

export type SafeErrorFields = {
  /** Class names from the outermost error to its innermost cause. */
  name: string;
  chain?: string[];
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** Only for our own fixed texts. */
  message?: string;
  issues?: { path: string; code: string }[];
  /** Stack frames of the outermost error ("at f (file:line:col)"), message lines removed. */
  at?: string[];
};

type Loose = Record<string, unknown>;

const pick = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

function className(error: unknown): string {
  if (!error || typeof error !== 'object') return typeof error;
  const name = (error as Loose).name;
  const ctor = (error as { constructor?: { name?: unknown } }).constructor?.name;
  return pick(ctor, NAME) ?? pick(name, NAME) ?? 'Error';
}

function frames(error: unknown): string[] | undefined {
  const stack = (error as Loose | null)?.stack;
  if (typeof stack !== 'string') return undefined;
  const lines = stack
    .split('\n')
    .filter((line) => /^\s+at\s/.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
  return lines.length ? lines : undefined;
}

/** Our own client-facing errors carry fixed texts (lib/errors.ts). */
function ownMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && (error as Loose).name === 'HttpError') {
    const message = (error as Loose).message;
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}

function zodIssues(error: unknown): SafeErrorFields['issues'] {
  const issues = (error as Loose | null)?.issues;
  if (!Array.isArray(issues)) return undefined;
  return issues.slice(0, 10).map((issue: Loose) => ({
    path: Array.isArray(issue.path)
      ? issue.path
          .map((p) => (typeof p === 'number' ? String(p) : (pick(p, NAME) ?? '?')))
          .join('.')
      : '',
    code: pick(issue.code, NAME) ?? '?',
  }));
}

/** The loggable description of any thrown value; see the module comment for what and why. */
export function safeErrorFields(error: unknown): SafeErrorFields {
  const chain: string[] = [];
  const result: SafeErrorFields = { name: className(error) };
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < MAX_CHAIN;
    e = (e as Loose).cause, depth++
  ) {
    const loose = e as Loose;
    chain.push(className(e));
    const code = pick(loose.code, SQLSTATE);
    if (code && !result.table && (loose.severity !== undefined || loose.routine !== undefined)) {
      // A PostgreSQL error (pg's DatabaseError or PGlite's): where it failed, never what with.
      result.code = code;
      const table = pick(loose.table, IDENTIFIER);
      const column = pick(loose.column, IDENTIFIER);
      const constraint = pick(loose.constraint, IDENTIFIER);
      if (table) result.table = table;
      if (column) result.column = column;
      if (constraint) result.constraint = constraint;
    } else if (!result.code) {
      const other = pick(loose.code, CODE) ?? pick(loose.code, SQLSTATE);
      if (other) result.code = other;
    }
  }
  if (chain.length > 1) result.chain = chain;
  const message = ownMessage(error);
  if (message) result.message = message;
  const issues = zodIssues(error);
  if (issues) result.issues = issues;
  const at = frames(error);
  if (at) result.at = at;
  return result;
}

/** One short line for a console message: class, code and where, never values. */
export function safeErrorLine(error: unknown): string {
  const fields = safeErrorFields(error);
  return [
    fields.chain?.join(' < ') ?? fields.name,
    fields.code && `code ${fields.code}`,
    fields.table && `table ${fields.table}`,
    fields.constraint && `constraint ${fields.constraint}`,
  ]
    .filter(Boolean)
    .join(', ');
}
