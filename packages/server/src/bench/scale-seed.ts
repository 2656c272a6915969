/**
 * The scale benchmark's data (issue 33 part 3). Institute 1 is made the way the other benches make
 * theirs (the question bank through the service, a teacher of Primary-I year 1, an office admin,
 * 150 students with three years of term reports, ./history-data.ts) plus each student's
 * registration details; then `cloneInstitutes` copies institute 1 into institutes 2..N with one
 * INSERT … SELECT … generate_series per table (set-based, no round trip per row): every serial id
 * and every foreign key to one is shifted by (institute − 1) × stride, institute_id set. The copy
 * runs as the owner with `session_replication_role = replica` (no triggers, no foreign-key checks:
 * the rows are copies of checked ones). The same N gives the same rows on every run.
 */
import { CATEGORIES, classCode, SECTIONS } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client.js';
import { GLOBAL_TABLES } from '../db/institute-scope.js';
import { classAssignments, studentDetails, students, teachers, users } from '../db/schema/index.js';
import { createAadhaarCipher } from '../lib/aadhaar-cipher.js';
import { hashPassword } from '../lib/passwords.js';
import { writeList } from '../modules/question-bank/service.js';
import { insertUser } from '../modules/users/repository.js';
import { loadBank, seedHistoryBench } from './history-data.js';

export const STUDENTS_PER_INSTITUTE = 150;
export const PASSWORD = 'bench-scale-pass';
export const TEACHER_ID = 'bench-teacher';
export const ADMIN_ID = 'bench-office';
/** Tables not copied: per-session and per-event rows the run itself makes. */
const NOT_COPIED = new Set(['audit_log', 'sessions', 'login_failures', ...GLOBAL_TABLES]);

export const hostOf = (institute: number) => `i${institute}.bench.test`;

/** Institute 1's rows: returns its students' registration numbers. */
export async function seedTemplate(db: Db, aadhaarKey: Buffer): Promise<string[]> {
  const { bank } = loadBank();
  await db.transaction(async (tx) => {
    for (const section of SECTIONS)
      for (const category of CATEGORIES)
        await writeList(tx, {
          section,
          category,
          current: undefined,
          entries: bank[section][category].map((question) => ({ question })),
          source: 'import',
          note: null,
          createdBy: 'bench',
        });
  });
  const passwordHash = await hashPassword(PASSWORD);
  for (const [userId, role] of [
    [ADMIN_ID, 'admin'],
    [TEACHER_ID, 'teacher'],
  ] as const)
    await insertUser(db, { userId, role, passwordHash, mustChangePassword: false });
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userId, TEACHER_ID));
  const [teacher] = await db
    .insert(teachers)
    .values({
      userAccountId: account!.id,
      teacherId: TEACHER_ID,
      name: 'Bench Teacher',
      email: 'bench-teacher@example.org',
      mobile: '9999999999',
    })
    .returning();
  // ./history-data.ts places every student in Primary-I year 1, term III.
  await db
    .insert(classAssignments)
    .values({ classId: classCode('primary1', '1'), teacherId: teacher!.id });
  const { regNos } = await seedHistoryBench(db, STUDENTS_PER_INSTITUTE);
  // Registration details as the form leaves them, the Aadhaar number encrypted with the key the
  // API processes are given (they check it at start).
  const cipher = createAadhaarCipher(aadhaarKey);
  const rows = await db
    .select({ id: students.id, regNo: students.regNo, name: students.name })
    .from(students);
  await db.insert(studentDetails).values(
    rows.map((s, i) => {
      const aadhaar = String(500000000000 + i);
      return {
        studentId: s.id,
        info: {
          regNo: s.regNo,
          regDate: '2021-06-01',
          dob: '2014-04-02',
          name: s.name,
          sex: i % 2 ? 'male' : 'female',
          information: 'Mother',
          education: 'None',
          refBy: 'District hospital',
          occupation: 'Student',
          paymentType: 'Free',
          mobileNo: '9876543210',
          purposeVisit: 'Assessment',
          fatherName: `Father of ${s.name}`,
          address: `House ${s.id}, Ward 4, Sector 12, Noida, Uttar Pradesh 201301`,
        },
        presentingComplaints: { speech: 'Few words', attention: 'Short' },
        history: { birth: 'Normal delivery' },
        familyHistory: { siblings: 'One elder sister' },
        developmentHistory: { walking: '18 months', talking: '3 years' },
        aadhaarCipher: cipher.encrypt(aadhaar),
        aadhaarLast4: aadhaar.slice(-4),
      };
    }),
  );
  return regNos;
}

/** How a column's value changes in a copy: kept, shifted (a serial id or a reference to one), or
 * mapped (a random uuid id or a reference to one: md5 of it and the institute). */
type Column = { name: string; kind: 'kept' | 'shifted' | 'mapped' };

/** Each copied table's columns, and which hold a generated id (its own or a reference to one). */
async function copyPlan(client: pg.PoolClient): Promise<Map<string, Column[]>> {
  const { rows: generated } = await client.query<{ t: string; c: string; d: string }>(`
    select table_name t, column_name c, column_default d from information_schema.columns
    where table_schema = 'public'
      and (column_default like 'nextval(%' or column_default like 'gen_random_uuid()%')`);
  const kinds = new Map<string, Column['kind']>(
    generated.map((r) => [`${r.t}.${r.c}`, r.d.startsWith('nextval') ? 'shifted' : 'mapped']),
  );
  const { rows: refs } = await client.query<{ t: string; c: string; rt: string; rc: string }>(`
    select c.conrelid::regclass::text t, a.attname c, c.confrelid::regclass::text rt, ra.attname rc
    from pg_constraint c
    cross join lateral unnest(c.conkey, c.confkey) k(col, rcol)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = k.rcol
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
  for (const r of refs) {
    const kind = kinds.get(`${r.rt}.${r.rc}`);
    if (kind) kinds.set(`${r.t}.${r.c}`, kind);
  }
  const { rows: columns } = await client.query<{ t: string; c: string }>(`
    select c.table_name t, c.column_name c from information_schema.columns c
    where c.table_schema = 'public' and c.is_generated = 'NEVER' and c.table_name in (
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'institute_id')
    order by c.table_name, c.ordinal_position`);
  const plan = new Map<string, Column[]>();
  for (const { t, c } of columns) {
    if (NOT_COPIED.has(t)) continue;
    plan.set(t, [...(plan.get(t) ?? []), { name: c, kind: kinds.get(`${t}.${c}`) ?? 'kept' }]);
  }
  return plan;
}

function copiedValue(column: Column, stride: number) {
  const name = `"${column.name}"`;
  if (column.name === 'institute_id') return 'g';
  if (column.kind === 'shifted') return `${name} + (g - 1) * ${stride}`;
  if (column.kind === 'mapped') return `md5(${name}::text || ':' || g)::uuid`;
  return name;
}

/**
 * Copies institute 1 into institutes 2..n, `batch` institutes per statement, with hosts
 * i<k>.bench.test for all; `progress` hears each finished batch.
 */
export async function cloneInstitutes(
  pool: pg.Pool,
  n: number,
  progress: (done: number) => void,
  batch = 50,
) {
  const client = await pool.connect();
  try {
    await client.query(`set session_replication_role = replica; set synchronous_commit = off`);
    const plan = await copyPlan(client);
    const { rows } = await client.query<{ max: number }>(
      [...plan.keys()]
        .filter((t) => plan.get(t)!.some((c) => c.name === 'id' && c.kind === 'shifted'))
        .map((t) => `select coalesce(max(id), 0) max from ${t}`)
        .join(' union all '),
    );
    const stride = 10 ** Math.ceil(Math.log10(Math.max(...rows.map((r) => r.max)) + 1));
    await client.query(
      `insert into institutes (id, code, name)
       select g, 'bench' || g, 'Bench institute ' || g from generate_series(2, $1::int) g`,
      [n],
    );
    await client.query(`select setval('institutes_id_seq', $1::int)`, [n]);
    await client.query(
      `insert into institute_hosts (host, institute_id)
       select 'i' || g || '.bench.test', g from generate_series(1, $1::int) g`,
      [n],
    );
    for (let first = 2; first <= n; first += batch) {
      const last = Math.min(n, first + batch - 1);
      await client.query('begin');
      for (const [table, columns] of plan) {
        const names = columns.map((c) => `"${c.name}"`).join(', ');
        const values = columns.map((c) => copiedValue(c, stride)).join(', ');
        await client.query(
          `insert into "${table}" (${names}) select ${values} from "${table}",
           generate_series(${first}, ${last}) g where institute_id = 1`,
        );
      }
      await client.query('commit');
      progress(last);
    }
    for (const [table, columns] of plan)
      if (columns.some((c) => c.name === 'id' && c.kind === 'shifted'))
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from "${table}"))`,
        );
    await client.query('analyze');
  } finally {
    client.release();
  }
}

/** Tables by total size: heap, TOAST, indexes (pg_total_relation_size and parts). */
export async function tableSizes(pool: pg.Pool) {
  const { rows } = await pool.query<{
    table: string;
    rows: string;
    total: string;
    heap: string;
    toast: string;
    indexes: string;
  }>(`
    select c.relname "table", c.reltuples::bigint "rows", pg_total_relation_size(c.oid) total,
      pg_relation_size(c.oid) heap, coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0) toast,
      pg_indexes_size(c.oid) indexes
    from pg_class c where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
    order by pg_total_relation_size(c.oid) desc`);
  const { rows: db } = await pool.query<{ size: string }>(
    'select pg_database_size(current_database()) size',
  );
  return { tables: rows, database: Number(db[0]!.size) };
}
