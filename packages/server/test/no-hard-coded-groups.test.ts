import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 29 part 5: the institute's groups and classes are data (programme_groups). No screen or
 * query keeps a list of the spec's three sections or nine class codes, nor their fixed names; it
 * reads the table (web: lib/programme-groups.ts, server: readStructure). The issue's own check,
 * `rg -n "primary2'|'primary1'|preprimary_1" packages/ * /src --glob '!*.test.*'`, walked in node.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** What a hard-coded list looks like: the codes as literals, or the compatibility constants. */
const PATTERNS: { name: string; re: RegExp; only?: string }[] = [
  { name: 'a section code as a literal', re: /'(preprimary|primary1|primary2)'/ },
  { name: 'a class code as a literal', re: /\b(preprimary|primary1|primary2)_[1-3]\b/ },
  { name: "the spec's three sections", re: /\b(SECTIONS|SpecSection)\b/ },
  { name: "the spec's nine class codes", re: /\bCLASS_CODES\b/ },
  { name: 'the fixed English names', re: /\bSECTION_DISPLAY_NAMES\b/ },
  // A web screen names a class through useGroupName (the table's names, in its language).
  { name: 'a fixed class name on a screen', re: /\bclassDisplayName\b/, only: 'packages/web/' },
];

/** The only files that may: each with why. */
const ALLOWED: Record<string, string> = {
  'packages/domain/src/shared/classes.ts': "the FACP codes and the original client's list",
  'packages/domain/src/programme-structure/programme-structure.ts': "the table's seed data",
  'packages/domain/src/i18n/message-templates.ts': "the default names' Hindi catalog entries",
  'packages/domain/src/teacher-accounts/teachers.ts': "the legacy teacher template's nine codes",
  'packages/domain/src/original-import/original-progress.ts': "the original client's records",
  'packages/domain/src/original-import/original-import-plan.ts': "the original client's records",
  'packages/domain/src/original-import/original-teachers.ts': "the original client's records",
  'packages/server/src/db/schema/question-bank.ts': "the database enum of the FACP's seven codes",
  // The sample bank's items are for the spec's three groups only (its seed data says so); the
  // sheet parser defaults to the three groups enabled by default when called without the table's.
  'packages/domain/src/question-bank/question-bank.ts': "the sample bank's own three groups",
  'packages/domain/src/question-bank/question-bank-import.ts': "the parser's default groups",
  'packages/server/src/modules/question-bank/sample-bank.ts': "the sample bank's own three groups",
};

/** Benchmarks and test fixtures hold data, not screens or queries. */
const FIXTURES = [/^packages\/server\/src\/bench\//, /\/testing\//, /\/test-records\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function findings(): string[] {
  const packages = readdirSync(join(ROOT, 'packages'));
  return packages.flatMap((pkg) =>
    sourceFiles(join(ROOT, 'packages', pkg, 'src')).flatMap((path) => {
      const file = relative(ROOT, path).split('\\').join('/');
      if (ALLOWED[file] || FIXTURES.some((re) => re.test(file))) return [];
      const lines = readFileSync(path, 'utf8').split('\n');
      return lines.flatMap((line, i) =>
        PATTERNS.filter((p) => (!p.only || file.startsWith(p.only)) && p.re.test(line)).map(
          (p) => `${file}:${i + 1}: ${p.name}: ${line.trim()}`,
        ),
      );
    }),
  );
}

describe('no hard-coded list of groups or classes (issue 29 part 5)', () => {
  it('finds the codes and constants only in the allowed files', () => {
    expect(findings()).toEqual([]);
  });

  it('would find one', () => {
    const hit = PATTERNS.filter((p) => p.re.test("const groups = ['preprimary', 'primary1'];"));
    expect(hit.map((p) => p.name)).toEqual(['a section code as a literal']);
    expect(PATTERNS.some((p) => p.re.test('for (const s of SECTIONS)'))).toBe(true);
    expect(PATTERNS.some((p) => p.re.test('FACP_CLASS_CODES.indexOf(code)'))).toBe(false);
  });

  it('allows only files that exist', () => {
    const all = new Set(
      readdirSync(join(ROOT, 'packages')).flatMap((pkg) =>
        sourceFiles(join(ROOT, 'packages', pkg, 'src')).map((p) => relative(ROOT, p)),
      ),
    );
    expect(Object.keys(ALLOWED).filter((file) => !all.has(file))).toEqual([]);
  });
});
