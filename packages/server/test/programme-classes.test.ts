import { CLASS_CODES, CLASS_CODES_NOTE, PROGRAMME_MESSAGES } from '@pragati/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { xlsxFile } from './helpers/multipart.js';
import {
  importRow,
  importSheet,
  pendingImportRows,
  uploadImport,
} from './helpers/student-import.js';
import { registrationBody } from './helpers/students.js';
import {
  pendingTeachers,
  teacherRow,
  upload,
  uploadRows,
  viewTeachers,
} from './helpers/teachers.js';

/*
 * Issue 29: a class is one of the institute's enabled groups' classes (programme_groups), in
 * registration, the teacher upload and edit, the per-class lookup and the student import. An
 * unknown or disabled class is refused naming the allowed codes; the legacy template with the
 * spec's nine still uploads.
 */

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
});
afterAll(async () => {
  await ctx.close();
});

const NINE = CLASS_CODES.join(', ');
const setGroup = async (code: string, payload: object) => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/groups/${code}`,
    headers: admin,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const register = (stdCred: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/registerStudent',
    headers: admin,
    payload: registrationBody({ stdCred }),
  });

describe('registration places a student only in an enabled group', () => {
  it('a disabled group (Secondary, by default) is a 400 naming the allowed classes', async () => {
    const response = await register({ section: 'secondary', year: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      PROGRAMME_MESSAGES.unknownClass(['preprimary_1', 'primary1_1', 'primary2_1']),
    );
  });

  it('an unknown group is a 400 naming the allowed classes, never a 5xx', async () => {
    for (const section of ['primary3', 'Secondary', 'care_1x']) {
      const response = await register({ section, year: '1' });
      expect(response.statusCode, section).toBe(400);
      expect(response.json().msg).toBe(
        PROGRAMME_MESSAGES.unknownClass(['preprimary_1', 'primary1_1', 'primary2_1']),
      );
    }
  });

  it('the original client spelling (class beside section) still registers in the spec three', async () => {
    const response = await register({ section: 'primary1', class: 'primary1_1', year: '1' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('once Secondary is enabled a student registers there', async () => {
    await setGroup('secondary', { enabled: true });
    const body = registrationBody({ stdCred: { section: 'secondary', year: '1' } });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/registerStudent',
      headers: admin,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewStudentDetails',
      headers: { ...admin, regno: body.formData.details.info.regNo },
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({ currSection: 'secondary', classId: 'secondary_1' });
    // Care stays disabled: its refusal now names Secondary's first class as allowed.
    const care = await register({ section: 'care', year: '1' });
    expect(care.json().msg).toBe(
      PROGRAMME_MESSAGES.unknownClass(['preprimary_1', 'primary1_1', 'primary2_1', 'secondary_1']),
    );
  });
});

describe('teacher classes follow the enabled groups', () => {
  const withSecondary = `${NINE}, secondary_1, secondary_2, secondary_3`;

  it('the template note lists the enabled class codes', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/download',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const note = String(workbook.worksheets[0]!.getCell('A1').value);
    expect(note).toBe(
      `NOTE: Only use one of the following values for classId: ${withSecondary
        .split(', ')
        .map((c) => `'${c}'`)
        .join(', ')}`,
    );
  });

  it('an upload row with an enabled new class registers; a disabled one is pending, naming the allowed', async () => {
    const result = await uploadRows(ctx, admin, [
      teacherRow({ classId: 'secondary_2' }),
      teacherRow({ classId: 'care_1' }),
    ]);
    expect(result).toMatchObject({ registered: 1, pending: 1 });
    const teachers = await viewTeachers(ctx, admin);
    expect(teachers.some((t) => t.classId.includes('secondary_2'))).toBe(true);
    const pending = await pendingTeachers(ctx, admin);
    expect(pending.data.map((p) => p.msg)).toContain(
      `ClassId care_1 is not one of the institute's classes (${withSecondary})`,
    );
  });

  it('the legacy template (note row with the spec nine) still uploads', async () => {
    const legacy = await xlsxFile([
      [CLASS_CODES_NOTE],
      ['TeacherId', 'Name', 'MobileNo', 'Email', 'ClassId'],
      teacherRow({ classId: 'primary1_3' }),
    ]);
    const response = await upload(ctx, admin, legacy);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ registered: 1, pending: 0 });
  });

  it("an edit to a disabled class is a 400 naming the institute's classes", async () => {
    const teacher = (await viewTeachers(ctx, admin)).find((t) => t.classId.includes('primary1_3'))!;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/updateTeacher/${teacher._id}`,
      headers: admin,
      payload: { ...teacher, classId: 'prevocational1_1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      `ClassId prevocational1_1 is not one of the institute's classes (${withSecondary})`,
    );
  });

  it('the per-class lookup answers an enabled new class and refuses a disabled one', async () => {
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/teacher/secondary_2',
      headers: admin,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/teacher/care_1',
      headers: admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(PROGRAMME_MESSAGES.unknownClass(withSecondary.split(', ')));
  });
});

describe('the student import takes the enabled groups', () => {
  it('registers a Secondary row, keeps a Care row pending naming the enabled groups', async () => {
    const secondary = importRow({ section: 'Secondary' });
    const care = importRow({ section: 'Care group' });
    const response = await uploadImport(ctx, admin, await importSheet([secondary, care]));
    expect(response.statusCode, response.body).toBe(200);
    const pending = await pendingImportRows(ctx, admin);
    const row = pending.data.find((r) => r.regNo === care[0]);
    expect(row?.problems).toEqual([
      {
        field: 'section',
        message: 'Class must be Preprimary, Primary-I, Primary-II or Secondary.',
      },
    ]);
    expect(pending.data.some((r) => r.regNo === secondary[0])).toBe(false);
  });

  it('registering a kept row in a disabled group is a 400', async () => {
    const pending = await pendingImportRows(ctx, admin);
    const row = pending.data[0]!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/students/import/pending/${row.id}/register`,
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain(
      'Class must be Preprimary, Primary-I, Primary-II or Secondary.',
    );
  });
});
