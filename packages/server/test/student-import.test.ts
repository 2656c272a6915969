import {
  importSectionMessage,
  CONSENT_IMPORT_FIELDS,
  CONSENT_IMPORT_LABELS,
  duplicateRegNoMessage,
  REGISTRATION_MESSAGES as R,
  STUDENT_IMPORT_MESSAGES as I,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { aadhaarNumber } from './helpers/students.js';
import {
  IMPORT_HEADINGS,
  importRow,
  importSheet,
  pendingImportRows,
  uploadImport,
} from './helpers/student-import.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

const inject = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin/students/import${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });

type AuditRow = { action: string; target: string | null; detail: unknown };
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
const auditAfter = (id: number) =>
  rows<AuditRow>(sql`select action, target, detail from audit_log where id > ${id} order by id`);
const lastAuditId = async () =>
  (await rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from audit_log`))[0]!.id;

describe('GET /admin/students/import/template', () => {
  it('is an .xlsx with a note and the step-1 headings plus the class', async () => {
    const response = await inject('GET', '/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="student-import-template.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const values = workbook.worksheets[0]!.getRow(2).values as unknown[];
    // The student's columns, then the optional consent columns (issue 26 item 13).
    expect(values.slice(1)).toEqual([
      ...IMPORT_HEADINGS,
      ...CONSENT_IMPORT_FIELDS.map((f) => CONSENT_IMPORT_LABELS[f]),
    ]);
    expect(IMPORT_HEADINGS).toEqual([
      'Registration Number',
      'Name',
      'Registration Date',
      'Date of Birth',
      'Sex',
      'Aadhar Number',
      'Mobile No.',
      'Class',
    ]);
  });
});

describe('a sheet of good and bad rows', () => {
  const good = [importRow(), importRow({ sex: 'F', section: 'Preprimary' }), importRow()];
  const secretAadhaar = aadhaarNumber().slice(0, 11);
  const bad = [
    importRow({ name: '', mobileNo: '12', aadharNo: secretAadhaar }),
    importRow({ regNo: '', dob: '15/01/2014', section: 'Primary-III' }),
  ];
  let sheet: Buffer;
  let before: number;

  it('registers the good rows, keeps the bad ones with every reason, credentials once', async () => {
    sheet = await importSheet([...good, ...bad]);
    before = await lastAuditId();
    const response = await uploadImport(ctx, admin.headers, sheet);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      msg: '3 students registered, 2 rows kept to fix, 0 duplicates skipped.',
      registered: 3,
      pending: 2,
      duplicates: 0,
      duplicateRows: [],
    });
    expect(body.credentials.map((c: { userId: string }) => c.userId)).toEqual(
      good.map((r) => r[0]),
    );

    // The new account signs in with its temporary password, and must replace it.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: good[0]![0], password: body.credentials[0].temporaryPassword },
    });
    expect(login.statusCode).toBe(200);

    const pending = await pendingImportRows(ctx, admin.headers);
    expect(pending.count).toBe(2);
    expect(pending.data.map((r) => [r.rowNumber, r.problems])).toEqual([
      [
        5,
        [
          { field: 'name', message: I.required('Name') },
          { field: 'aadharNo', message: R.aadhaar },
          { field: 'mobileNo', message: R.mobile },
        ],
      ],
      [
        6,
        [
          { field: 'regNo', message: I.required('Registration Number') },
          { field: 'dob', message: R.invalidDate },
          { field: 'section', message: importSectionMessage() },
        ],
      ],
    ]);
    expect(pending.data[0]!.aadhaarMasked).toBe(`XXXX XXXX ${secretAadhaar.slice(-4)}`);
  });

  it('stores the pending Aadhaar only encrypted', async () => {
    const stored = await rows<Record<string, unknown>>(sql`select * from student_import_pending`);
    expect(JSON.stringify(stored)).not.toContain(secretAadhaar);
    expect(stored.some((r) => String(r.aadhaar_cipher).startsWith('v1.'))).toBe(true);
  });

  it('audits the upload, each registration and the pending rows, without personal data', async () => {
    // The upload's entries (then the sign-in and the pending list read of the test above).
    const entries = (await auditAfter(before)).slice(0, 5);
    expect(entries.map((e) => e.action)).toEqual([
      'student.import.pending.save',
      'student.register',
      'student.register',
      'student.register',
      'student.import',
    ]);
    expect(entries.at(-1)!.detail).toEqual({
      rows: 5,
      registered: 3,
      pending: 2,
      duplicates: 0,
      reissued: 0,
    });
    expect(JSON.stringify(entries)).not.toMatch(/Ravi|9812345670|secret/);
    expect(JSON.stringify(entries)).not.toContain(secretAadhaar);
  });

  it('uploaded again, duplicates nothing; the two who never signed in get new passwords', async () => {
    const response = await uploadImport(ctx, admin.headers, sheet);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      msg:
        '0 students registered, 0 rows kept to fix, 3 duplicates skipped. 2 students who had ' +
        'never signed in got new temporary passwords; the earlier ones no longer work.',
      registered: 0,
      pending: 0,
      duplicates: 3,
      reissued: 2,
    });
    // Row 2's student signed in above (decisions §12: only accounts never signed in).
    expect(response.json().credentials.map((c: { userId: string }) => c.userId)).toEqual([
      good[1]![0],
      good[2]![0],
    ]);
    expect(response.json().duplicateRows.map((r: { rowNumber: number }) => r.rowNumber)).toEqual([
      2, 5, 6,
    ]);
    expect((await pendingImportRows(ctx, admin.headers)).count).toBe(2);
  });

  it('a fixed row is saved with its reasons, then registered; the other deleted', async () => {
    const [first, second] = (await pendingImportRows(ctx, admin.headers)).data;
    const cells = {
      regNo: first!.regNo,
      name: '',
      regDate: '2024-06-03',
      dob: '2014-01-15',
      sex: 'Male',
      aadharNo: '',
      mobileNo: '9812345670',
      section: 'Primary-I',
    };
    // Still without a name, and the stored Aadhaar kept (still 11 digits): both reasons.
    const saved = await inject('PUT', `/pending/${first!.id}`, cells);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().row.problems).toEqual([
      { field: 'name', message: I.required('Name') },
      { field: 'aadharNo', message: R.aadhaar },
    ]);
    const refused = await inject('POST', `/pending/${first!.id}/register`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(`Name: ${I.required('Name')}; Aadhar Number: ${R.aadhaar}`);

    const fixed = await inject('PUT', `/pending/${first!.id}`, {
      ...cells,
      name: 'Meena Devi',
      aadharNo: aadhaarNumber(),
    });
    expect(fixed.json().row.problems).toEqual([]);
    const before = await lastAuditId();
    const registered = await inject('POST', `/pending/${first!.id}/register`);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toEqual({
      msg: `${first!.regNo} registered successfully`,
      credentials: [{ userId: first!.regNo, temporaryPassword: expect.any(String) }],
    });
    expect((await auditAfter(before)).map((e) => e.action)).toEqual(['student.register']);
    expect((await inject('POST', `/pending/${first!.id}/register`)).statusCode).toBe(404);

    const deleted = await inject('DELETE', `/pending/${second!.id}`);
    expect(deleted.json()).toEqual({ msg: 'Row 6 deleted.' });
    const again = await inject('DELETE', `/pending/${second!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe(I.notFound);
    expect((await pendingImportRows(ctx, admin.headers)).count).toBe(0);
  });

  it('a fix naming a registered number says so on the field', async () => {
    const row = importRow({ mobileNo: '1' });
    await uploadImport(ctx, admin.headers, await importSheet([row]));
    const pending = (await pendingImportRows(ctx, admin.headers)).data[0]!;
    const response = await inject('PUT', `/pending/${pending.id}`, {
      regNo: good[1]![0],
      name: 'X',
      regDate: '2024-06-03',
      dob: '2014-01-15',
      sex: 'Male',
      mobileNo: '9812345670',
      section: 'Primary-I',
    });
    expect(response.json().row.problems).toEqual([
      { field: 'regNo', message: duplicateRegNoMessage(String(good[1]![0])) },
    ]);
    await inject('DELETE', `/pending/${pending.id}`);
  });
});

describe('rows within one sheet', () => {
  it('a number repeated in the sheet keeps the later row pending, naming the first', async () => {
    const row = importRow();
    const response = await uploadImport(ctx, admin.headers, await importSheet([row, row]));
    expect(response.json()).toMatchObject({ registered: 1, pending: 1, duplicates: 0 });
    const { data } = await pendingImportRows(ctx, admin.headers);
    expect(data[0]!.problems).toEqual([{ field: 'regNo', message: I.repeated(String(row[0]), 2) }]);
    await inject('DELETE', `/pending/${data[0]!.id}`);
  });

  it('a date cell reads as its date; Aadhaar and mobile as numbers keep their digits', async () => {
    const aadhaar = aadhaarNumber();
    const row = importRow({
      regDate: new Date(Date.UTC(2023, 5, 1)),
      aadharNo: Number(aadhaar),
      mobileNo: 9812345670,
    });
    const response = await uploadImport(ctx, admin.headers, await importSheet([row]));
    expect(response.json()).toMatchObject({ registered: 1, pending: 0 });
  });
});

describe('PUT and POST of a pending row: bad input', () => {
  it.each([
    ['not a uuid', '/pending/abc', { regNo: 'x' }, 400, I.notFound],
    [
      'an unknown row',
      '/pending/00000000-0000-0000-0000-000000000000',
      { regNo: 'x' },
      404,
      I.notFound,
    ],
    [
      'an unknown field',
      '/pending/00000000-0000-0000-0000-000000000000',
      { grade: 1 },
      400,
      'Unrecognized key: "grade"',
    ],
    [
      'a number for text',
      '/pending/00000000-0000-0000-0000-000000000000',
      { name: 5 },
      400,
      'Name must be text.',
    ],
  ])('%s', async (_label, url, payload, status, message) => {
    const response = await inject('PUT', url, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().msg).toBe(message);
  });
});
