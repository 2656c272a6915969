import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { registeredStudent, registrationBody } from './helpers/students.js';
import { bankFile, importRequest } from './helpers/question-bank.js';
import {
  pendingTeachers,
  teacherRow,
  teacherSheet,
  upload,
  uploadRows,
} from './helpers/teachers.js';

/*
 * Issue 12, part 1: text with a NUL byte, other control characters or a lone surrogate, dates out
 * of range and undecodable paths are refused at the boundary (400 naming the field, or 404),
 * never a 500 from the database or the file system. Each case below answered 500 before.
 */

const NUL = '\u0000';
const LONE = '\ud800';
const notAllowed = (label: string) => `${label} contains characters that are not allowed.`;

let ctx: TestContext;
let admin: Record<string, string>;
let adminId: string;
let teacher: Record<string, string>;
let regNo: string;
let teacherRecordId: string;
let pendingId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const session = await signedIn(ctx, 'admin');
  admin = session.headers;
  adminId = session.user.userId;
  await seedBank(ctx, 'preprimary');
  const t = await createTeacher(ctx, ['preprimary_1']);
  teacher = t.headers;
  teacherRecordId = String(t.teacherId);
  regNo = (await createStudent(ctx, { section: 'preprimary', year: '1' })).regNo;
  await uploadRows(ctx, admin, [teacherRow({ email: 'not an email' })]);
  const pending = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/pendingTeacher',
    headers: admin,
  });
  pendingId = pending.json().data[0]._id;
});
afterAll(async () => {
  await ctx.close();
});

const send = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('text with NUL, control characters or lone surrogates → 400 naming the field', () => {
  it('POST /api/login {"id":"\\u0000"}', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"\\u0000","password":"x"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(notAllowed('User ID'));
  });

  it.each([
    ['id', { id: `ad${NUL}min`, password: 'secret' }, 'User ID'],
    ['password', { id: 'admin', password: `pass${NUL}word` }, 'Password'],
    ['id with a lone surrogate', { id: `a${LONE}`, password: 'secret' }, 'User ID'],
    ['id with an escape character', { id: 'a\u001bb', password: 'secret' }, 'User ID'],
  ])('login %s', async (_, payload, label) => {
    const response = await send('POST', '/api/login', {}, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(notAllowed(label));
  });

  it.each([
    ['userId', { currentPassword: 'abcdefg', newPassword: 'hijklmn' }, 'userId', 'User ID'],
    ['currentPassword', { newPassword: 'hijklmn' }, 'currentPassword', 'Current Password'],
    ['newPassword', { currentPassword: 'abcdefg' }, 'newPassword', 'New Password'],
  ])('change password: %s', async (_, rest, field, label) => {
    const payload = {
      userId: adminId,
      currentPassword: 'abcdefg',
      newPassword: 'hijklmn',
      ...rest,
      [field]: `x1234567${NUL}`,
    };
    const response = await send('POST', '/api/api/changepassword', admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(notAllowed(label));
  });

  it('reset: check user and confirm', async () => {
    const check = await send('POST', '/api/api/checkUserForReset', admin, { userId: NUL });
    expect(check.statusCode).toBe(400);
    expect(check.json().msg).toBe(notAllowed('User ID'));
    const confirm = await send('POST', '/api/api/resetPasswordConfirm', admin, {
      userId: `u${NUL}`,
      adminID: adminId,
      confirmationPassword: 'x',
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().msg).toBe(notAllowed('User ID'));
    const staff = await send('POST', '/api/admin/users', admin, {
      userId: `p${NUL}`,
      role: 'principal',
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().msg).toBe(notAllowed('User ID'));
  });

  it.each([
    ['name with NUL', { name: `Asha${NUL}` }, 'Name'],
    ['name with a lone surrogate', { name: `Asha ${LONE}` }, 'Name'],
    ['regNo with NUL', { regNo: `R${NUL}1` }, 'Registration Number'],
    ['purpose with a control character', { purposeVisit: 'a\u0007b' }, 'Purpose of Visit'],
  ])('registration: %s', async (_, info, label) => {
    const response = await send(
      'POST',
      '/api/admin/registerStudent',
      admin,
      registrationBody({ info }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(notAllowed(label));
  });

  it('registration: multi-line text keeps tabs and new lines', async () => {
    const body = registrationBody({ info: { purposeVisit: 'Line one\r\n\tLine two\nthree' } });
    const response = await send('POST', '/api/admin/registerStudent', admin, body);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('registration: an intake group field names its label', async () => {
    const body = registrationBody({ details: { history: { consanguinity: `No${NUL}` } } });
    const response = await send('POST', '/api/admin/registerStudent', admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(notAllowed('Consanguinity'));
  });

  it('details edit', async () => {
    const student = await registeredStudent(ctx, admin);
    const body = registrationBody({ info: { regNo: student.info.regNo, name: `B${NUL}` } });
    const response = await send(
      'PUT',
      `/api/admin/students/${encodeURIComponent(student.info.regNo)}/details`,
      admin,
      body.formData.details,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(notAllowed('Name'));
  });

  it('teacher edits', async () => {
    const update = await send('PUT', `/api/admin/updateTeacher/${teacherRecordId}`, admin, {
      teacherName: `T${NUL}`,
      email: 'a@b.example',
      teacherMNo: '9876543210',
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().msg).toBe(notAllowed('Name'));
    const edit = await send('POST', '/api/admin/editPendingTeacher/', admin, {
      updatedTeacher: {
        _id: pendingId,
        teacherId: `X${NUL}`,
        teacherName: 'T',
        email: 'a@b.example',
        teacherMNo: '9876543210',
      },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().msg).toBe(notAllowed('TeacherId'));
    const remove = await send('POST', '/api/admin/deletePendingTeacher/', admin, { _id: NUL });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().msg).toBe(notAllowed('_id'));
  });

  it('checklist ids, questions and comments', async () => {
    const form = {
      type: 'personalQA',
      id: `${regNo}${NUL}`,
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      data: { questions: [] },
    };
    const save = await send('POST', '/api/teacher/eval/form', teacher, form);
    expect(save.statusCode).toBe(400);
    expect(save.json().msg).toBe(notAllowed('id'));
    const question = await send('POST', '/api/teacher/eval/form', teacher, {
      ...form,
      id: regNo,
      data: { questions: [{ question: `Q${LONE}`, answer: 'Yes' }] },
    });
    expect(question.statusCode).toBe(400);
    expect(question.json().msg).toBe(notAllowed('Question'));
    const comment = await send('POST', '/api/teacher/termTypeComment', teacher, {
      id: regNo,
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      type: 'termComment',
      comments: `Good${NUL}`,
    });
    expect(comment.statusCode).toBe(400);
    expect(comment.json().msg).toBe(notAllowed('Comments'));
  });

  it('question bank note and question', async () => {
    const response = await send('PUT', '/api/admin/questions/preprimary/personal', admin, {
      baseVersion: null,
      note: `n${NUL}`,
      items: [{ question: 'Q' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(notAllowed('The version note'));
  });
});

// Exceljs writes these escapes as they are and reads them back as the character (OOXML `_xHHHH_`),
// so a spreadsheet can carry a NUL or a lone surrogate into a row.
const XLSX_NUL = '_x0000_';
const XLSX_LONE = '_xD800_';

describe('spreadsheet cells with control characters', () => {
  it('a teacher row is kept as pending, the character shown as U+FFFD, never a 500', async () => {
    const rows = [
      teacherRow({ name: `Bad${XLSX_NUL}Name` }),
      teacherRow({ email: `x${XLSX_LONE}@school.example` }),
      teacherRow({ teacherId: `T${XLSX_NUL}1` }),
      teacherRow({ classId: `preprimary_2,${XLSX_NUL}` }),
      teacherRow({ mobile: `98765${XLSX_NUL}3210` }),
    ];
    const response = await upload(ctx, admin, await teacherSheet(rows));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ registered: 0, pending: 5 });
    const { data } = await pendingTeachers(ctx, admin);
    const shown = JSON.stringify(data);
    expect(shown).not.toMatch(/\\u0000|\\ud800/i);
    expect(shown).toContain('Name contains characters that are not allowed');
    expect(shown).toContain('Email contains characters that are not allowed');
  });

  it('a question bank import names the row', async () => {
    const file = await bankFile([
      ['preprimary', 'personal', 1, 'Fine\nwith a new line'],
      ['preprimary', 'personal', 2, `Bad ${XLSX_NUL} question`],
      [`pre${XLSX_NUL}`, 'personal', 3, 'Q'],
    ]);
    const response = await importRequest(ctx, admin, file);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toBe(
      'Row 3: the question contains characters that are not allowed.',
    );
    expect(response.body).not.toMatch(/\\u0000/);
  });
});

describe('dates and paths', () => {
  it.each([
    ['from=0000-01-01T00:00:00Z', 'From'],
    ['to=9999-12-31T23:59:59Z', 'To'],
    ['from=1899-12-31T23:59:59Z', 'From'],
  ])('GET /api/admin/audit?%s → 400', async (query, label) => {
    const response = await send('GET', `/api/admin/audit?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(`${label} must be a date between 1900 and 2100.`);
  });

  it('GET /api/admin/audit with dates in range → 200', async () => {
    const response = await send(
      'GET',
      '/api/admin/audit?from=2000-01-01T00:00:00Z&to=2100-12-31T23:59:59%2B05:30',
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('GET /api/admin/audit?actor=%00 → 400', async () => {
    const response = await send('GET', '/api/admin/audit?actor=%00', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(notAllowed('Actor filter'));
  });

  it.each([
    ['POST', '/api/admin/students/%00/aadhaar'],
    ['POST', '/api/admin/students/%E0%A4%A/aadhaar'],
    ['PUT', '/api/admin/students/%00/details'],
    ['PUT', '/api/admin/updateTeacher/%00'],
    ['DELETE', '/api/admin/teachers/%00'],
    ['DELETE', '/api/admin/teachers/%E0%A4%A'],
    ['GET', '/api/admin/teacher/%00'],
    ['GET', '/api/admin/questions/versions/%00'],
  ])('%s %s → 400 or 404', async (method, url) => {
    const response = await send(method, url, admin, method === 'GET' ? undefined : {});
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json().msg).toEqual(expect.any(String));
  });

  it('a regNo header with a control character → 400', async () => {
    const response = await send('GET', '/api/admin/viewStudentDetails', {
      ...admin,
      regno: 'R\u0001',
    });
    expect(response.statusCode).toBe(400);
  });

  it('a teacher id header with a control character → 400', async () => {
    const response = await send('GET', '/api/teacher/getStudentbyId', {
      ...teacher,
      id: 'R\u0001',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(notAllowed('id'));
  });
});
