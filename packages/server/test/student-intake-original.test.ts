import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  REGISTRATION_MESSAGES as M,
  STUDENT_MESSAGES,
  studentDetailsRecordSchema,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext, uniqueId } from './helpers/app.js';
import { aadhaarNumber, registrationBody, yesterday } from './helpers/students.js';

/*
 * The original client's intake (issue 13, decisions §1 and §7): every key it sends, as listed in
 * the spec's intake-fields-original.md (read in place), is stored and answered; its untouched
 * form registers; a key nobody knows is refused by name, never dropped.
 */

const FIELDS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/spec/intake-fields-original.md',
);

type Group = 'info' | 'presentingComplaints' | 'history' | 'familyHistory' | 'developmentHistory';
type Listed = { group: Group; key: string; starred: boolean };

/** The file's tables: one `## group` heading each, rows `| \`key\` [*] | label |`. */
function listedFields(): Listed[] {
  const fields: Listed[] = [];
  let group: Group | undefined;
  for (const line of readFileSync(FIELDS_FILE, 'utf8').split('\n')) {
    const heading = /^## (\w+)/.exec(line);
    if (heading) group = heading[1] as Group;
    const row = /^\| `(\w+)`( \*)? \|/.exec(line);
    if (row && group) fields.push({ group, key: row[1]!, starred: Boolean(row[2]) });
  }
  return fields;
}

const FIELDS = listedFields();
const GROUPS = ['presentingComplaints', 'history', 'familyHistory', 'developmentHistory'] as const;
const keysOf = (group: Group) => FIELDS.filter((f) => f.group === group).map((f) => f.key);

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
});
afterAll(async () => {
  await ctx.close();
});

const registerBody = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/registerStudent', headers: admin, payload });
const details = async (regNo: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/viewStudentDetails',
    headers: { ...admin, regNo },
  });
  expect(response.statusCode, response.body).toBe(200);
  return studentDetailsRecordSchema.parse(response.json());
};
const studentCount = async (regNo: string) => {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(sql`lower(${students.regNo}) = lower(${regNo})`);
  return row!.n;
};

/** The info group as the original form has it, required fields valid, the rest `fill`ed. */
function originalInfo(fill: (key: string) => string, conditions: unknown[]) {
  const required: Record<string, string> & { regNo: string; aadharNo: string } = {
    regNo: uniqueId('ORIG-'),
    regDate: yesterday(),
    dob: '2016-02-29',
    name: 'Ravi Original',
    sex: 'male',
    aadharNo: aadhaarNumber(),
    mobileNo: '9123456780',
  };
  const info: Record<string, unknown> = {};
  for (const key of keysOf('info')) info[key] = required[key] ?? fill(key);
  // Checkboxes on the original form: they send booleans.
  info.previousConsultationAndTreatement = fill('x') !== '';
  info.treatmentUnderGone = fill('x') !== '';
  info.historyOfPresentCondition = conditions;
  return info as Record<string, unknown> & { regNo: string; aadharNo: string };
}

const originalBody = (info: Record<string, unknown>, fill: (key: string) => string) => ({
  formData: {
    details: {
      info,
      ...Object.fromEntries(
        GROUPS.map((g) => [g, Object.fromEntries(keysOf(g).map((k) => [k, fill(`${g}.${k}`)]))]),
      ),
    },
    stdCred: { class: '', year: '1', section: 'primary1' },
  },
});

describe('the original client’s intake (intake-fields-original.md)', () => {
  it('the file lists the five groups and its 41 starred keys', () => {
    const count = (group: Group) => keysOf(group).length;
    expect([
      count('info'),
      count('presentingComplaints'),
      count('history'),
      count('familyHistory'),
      count('developmentHistory'),
    ]).toEqual([19, 18, 48, 41, 23]);
    expect(FIELDS.filter((f) => f.starred)).toHaveLength(41);
  });

  it('every key of every group, each with its own value, comes back from the details', async () => {
    const value = (key: string) => `value of ${key}`;
    const info = originalInfo(value, ['', { description: 'Fits since 2019' }, 'Speech delay']);
    const response = await registerBody(originalBody(info, value));
    expect(response.statusCode, response.body).toBe(201);

    const record = await details(info.regNo);
    for (const key of keysOf('info')) {
      if (key === 'aadharNo') continue;
      if (key === 'historyOfPresentCondition') continue;
      expect(record.info[key as keyof typeof record.info], key).toEqual(info[key]);
    }
    expect(record.info.aadharNo).toBe(`XXXX XXXX ${info.aadharNo.slice(-4)}`);
    expect(record.info.historyOfPresentCondition).toEqual([
      { description: 'Fits since 2019' },
      { description: 'Speech delay' },
    ]);
    const answered = FIELDS.filter((f) => f.group !== 'info').map((f) => {
      const group = record[f.group as (typeof GROUPS)[number]];
      return { ...f, answer: group[f.key] };
    });
    for (const f of answered)
      expect(f.answer, `${f.group}.${f.key}`).toBe(value(`${f.group}.${f.key}`));
    expect(answered.filter((f) => f.starred && f.answer)).toHaveLength(41);
  });

  it('the untouched form ([""], class "", every text empty) registers', async () => {
    const info = originalInfo(() => '', ['']);
    const response = await registerBody(originalBody(info, () => ''));
    expect(response.statusCode, response.body).toBe(201);
    const record = await details(info.regNo);
    expect(record.info.historyOfPresentCondition).toEqual([]);
    expect(record.classId).toBe('primary1_1');
    expect(record.history.significantAccidentsInjury).toBe('');
  });

  it.each([
    ['history', { history: { fooBar: 'x' } }, {}, 'Unknown field: history.fooBar'],
    ['info', { info: { nickname: 'R' } }, {}, 'Unknown field: info.nickname'],
    [
      'several',
      { developmentHistory: { a: '', b: '' } },
      {},
      'Unknown fields: developmentHistory.a, developmentHistory.b',
    ],
    ['stdCred', {}, { term: 'Entry' }, 'Unknown field: formData.stdCred.term'],
    ['a class against the section', {}, { class: 'primary2' }, M.classMismatch],
  ])('an unknown key (%s) is 400 naming it, nothing written', async (_, extra, stdCred, msg) => {
    const body = registrationBody({ stdCred });
    const { details: sent } = body.formData;
    const groups = extra as Record<string, Record<string, unknown>>;
    for (const [group, fields] of Object.entries(groups)) {
      Object.assign(sent[group as keyof typeof sent], fields);
    }
    const response = await registerBody(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg, message: msg });
    expect(await studentCount(sent.info.regNo)).toBe(0);
  });
});

describe('the details edit', () => {
  const put = (regNo: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${encodeURIComponent(regNo)}/details`,
      headers: admin,
      payload,
    });

  it('keeps the starred keys, saves a change to one and refuses an unknown key by name', async () => {
    const value = (key: string) => `kept ${key}`;
    const info = originalInfo(value, []);
    expect((await registerBody(originalBody(info, value))).statusCode).toBe(201);
    const record = await details(info.regNo);
    const edit = {
      ...record,
      info: { ...record.info, aadharNo: '' },
      history: { ...record.history, irradiation: 'None', fooBar: 'x' },
    };
    const refused = await put(info.regNo, edit);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('Unknown field: history.fooBar');

    const saved = await put(info.regNo, {
      ...edit,
      history: { ...record.history, irradiation: 'None' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await details(info.regNo);
    expect(after.history.irradiation).toBe('None');
    expect(after.familyHistory.supportOfExtendedFamily).toBe(
      value('familyHistory.supportOfExtendedFamily'),
    );
  });

  it('the record sent back as read is fine; a read-only field changed is refused', async () => {
    const value = (key: string) => `kept ${key}`;
    const info = originalInfo(value, []);
    expect((await registerBody(originalBody(info, value))).statusCode).toBe(201);
    const record = await details(info.regNo);
    const edit = { ...record, info: { ...record.info, aadharNo: '' } };
    const moved = await put(info.regNo, { ...edit, currSection: 'primary2' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().msg).toBe(STUDENT_MESSAGES.readOnlyField('currSection'));
    const renamed = await put(info.regNo, {
      ...edit,
      name: 'Ravi R.',
      info: { ...edit.info, name: 'Ravi R.' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await details(info.regNo)).name).toBe('Ravi R.');
  });
});
