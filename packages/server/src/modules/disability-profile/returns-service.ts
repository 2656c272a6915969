import {
  type CodeList,
  classDisplayName,
  classIdOf,
  codeLabel,
  type DisabilityReminders,
  instituteDate,
  maskAadhaar,
  REMINDER_DAYS,
  UDISE_MESSAGES,
  UDISE_RETURN_LAYOUTS,
  type UdiseCell,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { runSheetJob } from '../../lib/sheet-pool.js';
import { findCodeLists } from './repository.js';
import { findDue, findReturnRows, findWithoutProfile } from './returns-repository.js';

const NO_PROFILE_LISTED = 50;

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A CSV field: quoted when needed; text a spreadsheet would run as a formula gets a leading '. */
const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

type Returned = Awaited<ReturnType<typeof findReturnRows>>;

/** Each student's cells by what the layout's columns hold. */
function returnCells(data: Returned, list: CodeList | undefined, columns: readonly UdiseCell[]) {
  const words = (entries: CodeList['conditions'] | undefined, code: number | null) =>
    codeLabel(entries ?? [], code, 'en');
  return data.rows.map((row, index) => {
    const mine = data.conditions.filter((c) => c.studentId === row.id);
    const primary = mine.find((c) => c.isPrimary);
    const aids = data.aids.filter((a) => a.studentId === row.id);
    const value: Record<UdiseCell, string> = {
      serial: String(index + 1),
      regNo: row.regNo,
      name: row.name,
      class: classDisplayName(classIdOf(row.currSection, row.currYear)),
      dob: row.dob,
      sex: row.sex,
      aadhaar: row.consented ? maskAadhaar(row.aadhaarLast4) : '',
      cwsn: 'Yes',
      primaryCode: primary ? String(primary.code) : '',
      primaryWords: primary ? words(list?.conditions, primary.code) : '',
      otherCodes: mine
        .filter((c) => !c.isPrimary)
        .map((c) => c.code)
        .join('; '),
      percent: primary ? String(primary.percent) : '',
      udid: row.udid ?? '',
      certificate: row.certificate ?? '',
      facilityCodes: aids
        .flatMap((a) => (a.facilityCode ? [String(a.facilityCode)] : []))
        .join('; '),
      facilityWords: aids
        .map((a) => (a.facilityCode ? words(list?.facilities, a.facilityCode) : a.item))
        .join('; '),
      blank: '',
    };
    return columns.map((cell) => value[cell]);
  });
}

/** The admin home's reminders (part 4) and the UDISE+ return (part 5) of issue 30. */
export function createDisabilityReturnsService(db: Db, now: () => Date = () => new Date()) {
  return {
    async reminders(session: SessionUser): Promise<DisabilityReminders> {
      const today = instituteDate(now());
      const [due, none] = await Promise.all([
        findDue(db, plusDays(today, REMINDER_DAYS)),
        findWithoutProfile(db, NO_PROFILE_LISTED),
      ]);
      await auditRead(db, {
        actor: actorOf(session),
        action: 'disability.reminders',
        target: 'active students',
        outcome: 'success',
        detail: { reassess: due.reassess.length, udid: due.udid.length, noProfile: none.count },
      });
      return { today, reassessDue: due.reassess, udidExpiring: due.udid, noProfile: none };
    },

    async udiseReturn(session: SessionUser, year: string, format: 'xlsx' | 'csv') {
      const layout = UDISE_RETURN_LAYOUTS[year];
      if (!layout) {
        throw badRequest(
          UDISE_MESSAGES.unknownYear(year, Object.keys(UDISE_RETURN_LAYOUTS).join(', ')),
        );
      }
      const [data, lists] = await Promise.all([findReturnRows(db), findCodeLists(db)]);
      const list = lists.find((l) => l.year === year);
      const cells = returnCells(
        data,
        list,
        layout.columns.map((c) => c.cell),
      );
      const headers = layout.columns.map((c) => c.header);
      const body =
        format === 'csv'
          ? Buffer.from(
              `\ufeff${[headers, ...cells].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`,
            )
          : await runSheetJob(
              'listSheet',
              layout.sheet,
              layout.columns.map((c) => ({ header: c.header, width: c.width })),
              cells,
            );
      await auditRead(db, {
        actor: actorOf(session),
        action: 'udise.export',
        target: 'active students',
        outcome: 'success',
        detail: { year, format, rows: cells.length },
      });
      return { filename: `udise-cwsn-${year}-${instituteDate(now())}.${format}`, body };
    },
  };
}
export type DisabilityReturnsService = ReturnType<typeof createDisabilityReturnsService>;
