import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myDataSchema } from '@pragati/domain';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { registeredStudent } from './helpers/students.js';

/**
 * GET /api/student/my-data (issue 19 part 3): only a student's own session, everything held about
 * that student as one JSON attachment, with who viewed the record; the download is audited.
 */
let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { INSTITUTE_GRIEVANCE_OFFICER: 'Meena Rao; grievance@pragati.example; 020-1234-9999' },
  });
  ({ headers: admin } = await signedIn(ctx, 'admin'));
});
afterAll(async () => {
  await ctx.close();
});

const myData = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/student/my-data', headers });

describe('GET /api/student/my-data', () => {
  it('is 401 signed out and 403 for every staff role', async () => {
    expect((await myData()).statusCode).toBe(401);
    for (const role of ['admin', 'principal', 'teacher'] as const) {
      const response = await myData((await signedIn(ctx, role)).headers);
      expect(response.statusCode).toBe(403);
    }
  });

  it('gives the student their own record, with who viewed it, as a file', async () => {
    const { info, headers } = await registeredStudent(ctx, admin);
    const other = await registeredStudent(ctx, admin);
    const viewed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewStudentDetails',
      headers: { ...admin, regNo: info.regNo },
    });
    expect(viewed.statusCode).toBe(200);

    // An entry from before this student's registration: an earlier student's, whose regNo was
    // freed by an erasure and given again.
    await ctx.database.db.insert(auditLog).values({
      at: new Date(Date.now() - 365 * 24 * 60 * 60 * 1000),
      actorId: 'earlier-admin',
      actorRole: 'admin',
      action: 'student.details.view',
      target: info.regNo,
      outcome: 'success',
    });

    // A day on the class register, absent and ill (issue 31): it belongs to the download too.
    await ctx.database.db.execute(
      sql`with r as (insert into attendance_registers (class_id, date, saved_by)
            values ('preprimary_1', '2024-07-02', 'T1') returning id)
          insert into attendance_marks (register_id, student_id, date, section, year, term, present, reason)
          select r.id, s.id, '2024-07-02', 'preprimary', '1', '1', false, 'ill'
          from r, students s where s.reg_no = ${info.regNo}`,
    );

    const response = await myData(headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="pragati-my-data-${info.regNo}-\\d{4}-\\d\\d-\\d\\d\\.json"$`,
      ),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = myDataSchema.parse(response.json());
    expect(data.details.info).toMatchObject({ regNo: info.regNo, name: info.name });
    expect(data.details.info.aadharNo).not.toContain(info.aadharNo.slice(0, 8));
    expect(data.assessments.regNo).toBe(info.regNo);
    expect(data.assessments.section[0]!.yearReport[0]!.termReport[0]!.term).toBe('Entry');
    expect(data.consent).toBeNull();
    expect(data.attendance).toEqual([{ date: '2024-07-02', present: false, reason: 'ill' }]);
    expect(data.about.grievanceOfficer).toEqual({
      name: 'Meena Rao',
      email: 'grievance@pragati.example',
      phone: '020-1234-9999',
    });
    expect(data.recordViews).toContainEqual(
      expect.objectContaining({
        role: 'admin',
        action: 'student.details.view',
        what: 'Student details viewed',
      }),
    );
    expect(data.recordViews.map((v) => v.by)).not.toContain('earlier-admin');
    expect(JSON.stringify(data)).not.toContain(other.info.regNo);
    expect(JSON.stringify(data)).not.toContain(info.aadharNo);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'student.myData.download'), eq(auditLog.target, info.regNo)));
    expect(entry).toMatchObject({ actorRole: 'student', outcome: 'success' });
  });

  it('ignores any header or query naming another student', async () => {
    const { info, headers } = await registeredStudent(ctx, admin);
    const other = await registeredStudent(ctx, admin);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/student/my-data?regNo=${other.info.regNo}`,
      headers: { ...headers, regNo: other.info.regNo, id: other.info.regNo },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().details.regNo).toBe(info.regNo);
  });
});
