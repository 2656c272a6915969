import { ATTENDANCE_MESSAGES, type HolidaysResponse, instituteDate } from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { anyRegisterOn, deleteHoliday, holidaysBetween, upsertHoliday } from './repository.js';

/**
 * The institute's holiday calendar (issue 31 part 1): every staff role reads it, the admin sets
 * and removes a day, audited. A day some class already kept a register on is not made a holiday.
 */
export function createHolidayService(db: Db) {
  return {
    async list(year?: string): Promise<HolidaysResponse> {
      const y = year ?? instituteDate(new Date()).slice(0, 4);
      return { data: await holidaysBetween(db, `${y}-01-01`, `${y}-12-31`) };
    },

    async save(session: SessionUser, date: string, name: string) {
      await db.transaction(async (tx) => {
        if (await anyRegisterOn(tx, date)) throw conflict(ATTENDANCE_MESSAGES.registerKept);
        await upsertHoliday(tx, { date, name }, session.userId);
        await audit(tx, {
          actor: actorOf(session),
          action: 'holiday.save',
          target: date,
          outcome: 'success',
          detail: { name },
        });
      });
      return { msg: ATTENDANCE_MESSAGES.holidaySaved, holiday: { date, name } };
    },

    async remove(session: SessionUser, date: string) {
      await db.transaction(async (tx) => {
        if (!(await deleteHoliday(tx, date))) throw notFound(ATTENDANCE_MESSAGES.holidayNotFound);
        await audit(tx, {
          actor: actorOf(session),
          action: 'holiday.remove',
          target: date,
          outcome: 'success',
        });
      });
      return { msg: ATTENDANCE_MESSAGES.holidayRemoved };
    },
  };
}

export type HolidayService = ReturnType<typeof createHolidayService>;
