/**
 * Seeds the audit screen's journey (issue 14 part 3): entries dated in June 2025, long before the
 * run, so the journey's filters find exactly these whatever else the run writes. Inserted as the
 * services write them (the log is append-only; an entry's time is the only thing set by hand).
 *
 * - 30 Aadhaar reveals by the e2e admin, 6 a day from 10 to 14 June 2025 (IST), the first at
 *   00:10 and the last at 23:50 India time, so a day in UTC would cut them differently;
 * - 5 reveals on 20 June (outside the journey's range);
 * - 3 failed sign-ins on 12 June whose typed ids read like formulas.
 */
import type { Db } from '../../packages/server/src/db/client.js';
import { auditLog } from '../../packages/server/src/db/schema/index.js';
import { E2E_USERS } from './users.js';

export const AUDIT_SEED = {
  range: { from: '2025-06-10', to: '2025-06-14' },
  revealsInRange: 30,
  /** The typed ids of the failed sign-ins (what an export must keep inert). */
  formulaIds: ['=HYPERLINK("http://example.test")', '+91 98765', '@SUM(A1)'],
} as const;

const ist = (day: string, time: string) => new Date(`${day}T${time}+05:30`);
const TIMES = ['00:10:00', '08:30:00', '11:45:00', '14:05:09', '18:20:00', '23:50:00'];
const DAYS = ['2025-06-10', '2025-06-11', '2025-06-12', '2025-06-13', '2025-06-14'];

export async function seedAudit(db: Db): Promise<void> {
  const admin = { actorId: E2E_USERS.admin.userId, actorRole: 'admin' };
  const reveals = DAYS.flatMap((day, d) =>
    TIMES.map((time, t) => ({
      ...admin,
      at: ist(day, time),
      action: 'student.aadhaar.reveal',
      target: `PR-2025-${String(d * TIMES.length + t + 1).padStart(3, '0')}`,
      outcome: 'success' as const,
    })),
  );
  const later = TIMES.slice(0, 5).map((time, t) => ({
    ...admin,
    at: ist('2025-06-20', time),
    action: 'student.aadhaar.reveal',
    target: `PR-2025-9${t}`,
    outcome: 'success' as const,
  }));
  const failures = AUDIT_SEED.formulaIds.map((id, i) => ({
    actorId: null,
    actorRole: null,
    at: ist('2025-06-12', `09:0${i}:00`),
    action: 'auth.login',
    target: id,
    outcome: 'failure' as const,
    detail: { reason: 'unknown id' },
  }));
  await db.insert(auditLog).values([...reveals, ...later, ...failures]);
}
