import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportReport } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as importCommand } from '../src/cli/import-original.js';
import { signedIn } from './helpers/app.js';
import { capture, installedPlace, type Place, placeEnv } from './helpers/commands.js';
import { writeExportFolder } from './helpers/original-export.js';
import { bankFile, bankRows, fixtureBank, importRequest } from './helpers/question-bank.js';

/**
 * `npm run import-original` as an operator runs it on a stopped server's database (issue 32
 * part 1), on the kind the tests run on: the dry run's report, then the import and its
 * credentials sheet.
 */
const aadhaarKey = randomBytes(32);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-import-command-'));
const from = writeExportFolder();
let place: Place;

const envOf = () => placeEnv(place, { INIT_CWD: work });

async function studentCount(): Promise<number> {
  const opened = await place.open(aadhaarKey);
  try {
    const { rows } = (await opened.database.db.execute(
      sql`select count(*)::int as n from students`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]!.n;
  } finally {
    await opened.close();
  }
}

beforeAll(async () => {
  place = await installedPlace(aadhaarKey, async (ctx) => {
    // The installation's own admin: the source's admin is not copied over it.
    const admin = (await signedIn(ctx, 'admin', { userId: 'admin' })).headers;
    expect(
      (await importRequest(ctx, admin, await bankFile(bankRows(fixtureBank())))).statusCode,
    ).toBe(200);
  });
}, 120_000);
afterAll(async () => {
  await place.cleanup();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(from, { recursive: true, force: true });
});

describe('npm run import-original', { timeout: 180_000 }, () => {
  it('refuses without --from, and names a folder without the six files', async () => {
    expect((await capture(() => importCommand([], envOf()))).code).toBe(2);
    const empty = fs.mkdtempSync(path.join(work, 'empty-'));
    const { code, output } = await capture(() =>
      importCommand(['--from', empty, '--dry-run'], envOf()),
    );
    expect(code).toBe(1);
    expect(output).toContain('students.json is missing from the export folder.');
  });

  it('a dry run says where, writes nothing but its report, and prints ids and counts only', async () => {
    const { code, output } = await capture(() =>
      importCommand(['--from', from, '--dry-run', '--report', 'report.json'], envOf()),
    );
    expect(code, output).toBe(0);
    expect(output).toMatch(/Dry run on the (embedded|PostgreSQL) database/);
    expect(output).toContain(
      'Would create: 1 teachers, 2 pending teacher rows, 2 students (1 completed)',
    );
    expect(output).not.toMatch(/Child REG|Asha|234567890123/);
    const report = JSON.parse(
      fs.readFileSync(path.join(work, 'report.json'), 'utf8'),
    ) as ImportReport;
    expect(report.dryRun).toBe(true);
    expect(report.notes.some((n) => n.field === 'info.dob' && n.kind === 'refused')).toBe(true);
    expect(fs.existsSync(path.join(work, 'original-import-credentials.xlsx'))).toBe(false);
    expect(await studentCount()).toBe(0);
  });

  it('imports and writes the credentials sheet; the same files again are refused', async () => {
    const { code, output } = await capture(() => importCommand(['--from', from], envOf()));
    expect(code, output).toBe(0);
    expect(output).toContain('4 temporary passwords are in');
    const sheet = path.join(work, 'original-import-credentials.xlsx');
    expect(fs.statSync(sheet).mode & 0o777).toBe(0o600);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(sheet);
    const ids: string[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 2) ids.push(String(row.getCell(1).value));
    });
    expect(ids.sort()).toEqual(['REG001', 'REG002', 'T1', 'principal']);
    expect(await studentCount()).toBe(2);
    fs.renameSync(sheet, path.join(work, 'handed-out.xlsx'));
    const again = await capture(() => importCommand(['--from', from], envOf()));
    expect(again.code).toBe(1);
    expect(again.output).toContain('Already in Pragati: REG001, REG002, T1');
    expect(fs.existsSync(sheet)).toBe(false);
  });
});
