import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { safeErrorFields, safeErrorLine } from '../src/lib/error-log.js';
import { owner } from './helpers/database.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { aadhaarNumber, register } from './helpers/students.js';
import { pendingTeachers, resetTeachers, teacherRow, uploadRows } from './helpers/teachers.js';

// Decisions §9: a failed statement is logged by its code, table and route, never its values.
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let logged = '';
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString('utf8');
    done();
  },
});

beforeAll(async () => {
  // The most talkative level: even debug must not carry values.
  ctx = await createTestApp({ logger: { level: 'trace', stream: sink } });
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});
afterEach(async () => {
  await owner(ctx).execute(
    sql`alter table student_details drop constraint if exists test_forced_failure`,
  );
  await owner(ctx).execute(sql`alter table teachers drop constraint if exists test_forced_failure`);
});

/** Makes every new row of `table` fail, as a statement failing for any reason would. */
async function forceFailure(table: 'student_details' | 'teachers') {
  // "Failing row contains (...)": PostgreSQL's own detail quotes the whole row, ciphertext and all.
  await owner(ctx).execute(
    sql.raw(`alter table ${table} add constraint test_forced_failure check (false) not valid`),
  );
}

const CIPHERTEXT = /v1\.[A-Za-z0-9_-]{20,}/;
const HASH = /\$argon2/;

describe('the error path logs no personal data', () => {
  it('a registration whose statement fails logs code, table, constraint and route only', async () => {
    await forceFailure('student_details');
    logged = '';
    const aadhaar = aadhaarNumber();
    const { response, info } = await register(ctx, admin.headers, {
      info: {
        name: 'Zebulon Quixote',
        aadharNo: aadhaar,
        refBy: 'Referred by Dr Xq7 Ramanujan',
        mobileNo: '9123456780',
      },
      details: { history: { consanguinity: 'Yes', birthCry: 'Xq7 delayed cry after forceps' } },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().msg).toBe('Something went wrong on the server. Please try again.');

    const line = logged.split('\n').find((l) => l.includes('request failed'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!);
    expect(entry.route).toBe('POST /api/admin/registerStudent');
    expect(entry.error).toMatchObject({
      code: '23514',
      table: 'student_details',
      constraint: 'test_forced_failure',
    });
    for (const value of [
      'Zebulon',
      'Xq7',
      aadhaar,
      info.regNo,
      '9123456780',
      'Failing row',
      'params',
    ]) {
      expect(logged).not.toContain(value);
    }
    expect(logged).not.toMatch(CIPHERTEXT);
    expect(logged).not.toMatch(HASH);
  });

  it('a pending-teacher fix whose statement fails logs no name, email, mobile or hash', async () => {
    await resetTeachers(ctx);
    const row = teacherRow({ mobile: '12', name: 'Quiller Vasquez', email: 'quiller@xq7.example' });
    await uploadRows(ctx, admin.headers, [row]);
    const pending = (await pendingTeachers(ctx, admin.headers)).data[0]!;
    await forceFailure('teachers');
    logged = '';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/editPendingTeacher/',
      headers: admin.headers,
      payload: { ...pending, teacherMNo: '9812345671' },
    });
    expect(response.statusCode).toBe(500);

    const entry = JSON.parse(logged.split('\n').find((l) => l.includes('request failed'))!);
    expect(entry.route).toBe('POST /api/admin/editPendingTeacher/');
    expect(entry.error).toMatchObject({
      code: '23514',
      table: 'teachers',
      constraint: 'test_forced_failure',
    });
    for (const value of ['Quiller', 'xq7', String(row[0]), '9812345671', 'Failing row']) {
      expect(logged.toLowerCase()).not.toContain(value.toLowerCase());
    }
    expect(logged).not.toMatch(HASH);
  });
});

describe('safeErrorFields', () => {
  const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
    name: 'error',
    severity: 'ERROR',
    code: '23505',
    detail: 'Key (reg_no)=(REG-SECRET-1) already exists.',
    where: 'SQL function "x" statement 1 with REG-SECRET-1',
    table: 'students',
    constraint: 'students_reg_no_key',
    routine: '_bt_check_unique',
  });

  it('keeps code, table and constraint of a wrapped database error and drops every value', () => {
    const wrapped = new DrizzleQueryError(
      'insert into students (reg_no, name) values ($1, $2)',
      ['REG-SECRET-1', 'Secret Name'],
      driverError,
    );
    const fields = safeErrorFields(wrapped);
    expect(fields).toMatchObject({
      name: 'DrizzleQueryError',
      chain: ['DrizzleQueryError', 'Error'],
      code: '23505',
      table: 'students',
      constraint: 'students_reg_no_key',
    });
    expect(fields.at?.length).toBeGreaterThan(0);
    const text = JSON.stringify(fields) + safeErrorLine(wrapped);
    expect(text).not.toContain('SECRET');
    expect(text).not.toContain('insert into');
    expect(safeErrorLine(wrapped)).toBe(
      'DrizzleQueryError < Error, code 23505, table students, constraint students_reg_no_key',
    );
  });

  it('logs no message of a built-in error, which may quote its input', () => {
    let thrown: unknown;
    try {
      JSON.parse('{"aadhaar": 123412341234');
    } catch (error) {
      thrown = error;
    }
    const fields = safeErrorFields(thrown);
    expect(fields.name).toBe('SyntaxError');
    expect(JSON.stringify(fields)).not.toContain('1234');
  });

  it('keeps the fixed texts of our own errors and the codes of system errors', () => {
    expect(
      safeErrorFields(
        Object.assign(new Error('connect ECONNREFUSED 10.0.0.1'), { code: 'ECONNREFUSED' }),
      ),
    ).toMatchObject({ name: 'Error', code: 'ECONNREFUSED' });
    expect(JSON.stringify(safeErrorFields(new Error('x 10.0.0.1')))).not.toContain('10.0.0.1');
  });
});
