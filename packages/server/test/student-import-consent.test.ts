import {
  CONSENT_IMPORT_FIELDS,
  CONSENT_IMPORT_LABELS,
  CONSENT_IMPORT_MESSAGES,
  CONSENT_MESSAGES,
  instituteDate,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { xlsxFile } from './helpers/multipart.js';
import { IMPORT_HEADINGS, importRow, uploadImport } from './helpers/student-import.js';

/*
 * Issue 26 item 13 (decisions §15: "a column of the student import"): optional consent columns
 * record the guardian's consent as the bulk consent route does, all or nothing per sheet.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let adminId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const signed = await signedIn(ctx, 'admin');
  admin = signed.headers;
  adminId = signed.user.userId;
});
afterAll(async () => {
  await ctx.close();
});

const HEADINGS = [
  ...IMPORT_HEADINGS,
  ...CONSENT_IMPORT_FIELDS.map((f) => CONSENT_IMPORT_LABELS[f]),
];
const today = instituteDate(new Date());
const consentCells = (over: Record<string, string> = {}) => {
  const cells: Record<string, string> = {
    consentDate: today,
    consentVerifiedBy: 'Signed form',
    consentLanguage: 'Hindi',
    consentPurposes: 'Assessment and programme planning; History reports',
    guardianName: 'Sunita Devi',
    guardianRelation: 'Mother',
    guardianMobile: '98765 43210',
    guardianAddress: '12 Gandhi Nagar, Lucknow',
    ...over,
  };
  return CONSENT_IMPORT_FIELDS.map((f) => cells[f] ?? '');
};
const sheet = (rows: ExcelJS.CellValue[][]) => xlsxFile([HEADINGS, ...rows]);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const consentOf = async (regNo: string) =>
  (
    await rows<Record<string, unknown>>(sql`select c.guardian_name, c.relation, c.mobile,
        c.address, c.notice_language, c.notice_version, c.verified_by, c.consent_date::text,
        c.purposes, c.recorded_by
      from student_consents c join students s on s.id = c.student_id where s.reg_no = ${regNo}`)
  )[0];
const studentCount = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from students`))[0]!.n;

describe('consent columns in the student import', () => {
  const withConsent = importRow();
  const without = importRow();
  const regNoA = String(withConsent[0]);
  const regNoB = String(without[0]);

  it('records the consent of a row that fills them, audited as the bulk route does', async () => {
    const response = await uploadImport(
      ctx,
      admin,
      await sheet([
        [...withConsent, ...consentCells()],
        [
          ...without,
          ...consentCells(Object.fromEntries(CONSENT_IMPORT_FIELDS.map((f) => [f, '']))),
        ],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ registered: 2, pending: 0, consents: 1 });
    expect(await consentOf(regNoA)).toEqual({
      guardian_name: 'Sunita Devi',
      relation: 'Mother',
      mobile: '9876543210',
      address: '12 Gandhi Nagar, Lucknow',
      notice_language: 'hi',
      notice_version: 1,
      verified_by: 'signed_form',
      consent_date: today,
      purposes: ['assessment', 'historyReports'],
      recorded_by: adminId,
    });
    expect(await consentOf(regNoB)).toBeUndefined();
    const [entry] = await rows<{ actor_id: string; detail: Record<string, unknown> }>(
      sql`select actor_id, detail from audit_log
          where action = 'student.consent.record' and target = ${regNoA}`,
    );
    expect(entry!.actor_id).toBe(adminId);
    expect(entry!.detail).toMatchObject({ update: false, import: true, notice: 'hi v1' });
    expect(JSON.stringify(entry!.detail)).not.toMatch(/Sunita|9876543210|Gandhi/);
  });

  it('uploaded again, adds the consent of a student without one and leaves a recorded one', async () => {
    const response = await uploadImport(
      ctx,
      admin,
      await sheet([
        [...withConsent, ...consentCells({ guardianName: 'Someone Else' })],
        [...without, ...consentCells({ guardianName: 'Ramesh Kumar', guardianRelation: 'Father' })],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ registered: 0, consents: 1 });
    expect((await consentOf(regNoA))!.guardian_name).toBe('Sunita Devi');
    expect(await consentOf(regNoB)).toMatchObject({
      guardian_name: 'Ramesh Kumar',
      relation: 'Father',
    });
  });

  it('refuses the whole sheet naming every row and column with a wrong consent; nothing registered', async () => {
    const before = await studentCount();
    const response = await uploadImport(
      ctx,
      admin,
      await sheet([
        [...importRow(), ...consentCells()],
        [...importRow(), ...consentCells({ consentDate: '2026-02-30', guardianMobile: '12345' })],
        [...importRow(), ...consentCells({ consentVerifiedBy: 'by phone', consentPurposes: '' })],
      ]),
    );
    expect(response.statusCode).toBe(400);
    const first = CONSENT_IMPORT_MESSAGES.problem(3, "Guardian's Mobile", CONSENT_MESSAGES.mobile);
    expect(response.json().msg).toBe(first);
    expect(first).toBe(
      "Row 3, Guardian's Mobile: The guardian's mobile number must be 10 digits. Nothing was " +
        'registered; fix the consent columns and upload again.',
    );
    expect(response.json().issues).toEqual([
      { path: 'row 3', message: first },
      {
        path: 'row 3',
        message: CONSENT_IMPORT_MESSAGES.problem(3, 'Consent Date', CONSENT_MESSAGES.notADate),
      },
      {
        path: 'row 4',
        message: CONSENT_IMPORT_MESSAGES.problem(
          4,
          'Consent Verified By',
          CONSENT_MESSAGES.verifiedBy,
        ),
      },
      {
        path: 'row 4',
        message: CONSENT_IMPORT_MESSAGES.problem(4, 'Consent Purposes', CONSENT_MESSAGES.purposes),
      },
    ]);
    expect(await studentCount()).toBe(before);
  });

  it('a consent date in the future is refused as on the form', async () => {
    const response = await uploadImport(
      ctx,
      admin,
      await sheet([[...importRow(), ...consentCells({ consentDate: '2099-01-01' })]]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      CONSENT_IMPORT_MESSAGES.problem(2, 'Consent Date', CONSENT_MESSAGES.futureDate),
    );
  });
});
