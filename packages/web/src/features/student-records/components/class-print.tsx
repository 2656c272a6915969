import {
  instituteDate,
  STUDENT_LIST_COLUMN_LABELS,
  STUDENT_STATUSES,
  type StudentListRow,
  TEACHER_NOT_ASSIGNED,
} from '@pragati/domain';
import { createPortal } from 'react-dom';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useClassOrder } from '../../../lib/programme-groups';
import { getBranding } from '../../../lib/branding';
import classes from './class-print.module.css';

/** The body class that switches printing from the screen to the class-wise pages. */
export const CLASS_PRINT_BODY_CLASS = 'print-by-class';

/** Rows in groups: each class of active students in class order, then Completed, then Left. */
function groups(rows: readonly StudentListRow[], classOrder: (code: string) => number) {
  const byGroup = new Map<string, StudentListRow[]>();
  for (const row of rows) {
    const key = row.status === 'active' ? row.item.classId : row.status;
    byGroup.set(key, [...(byGroup.get(key) ?? []), row]);
  }
  // Classes in the table's order, then the statuses in theirs.
  const statuses: readonly string[] = STUDENT_STATUSES;
  const rank = (key: string) =>
    statuses.includes(key) ? Number.MAX_SAFE_INTEGER - 10 + statuses.indexOf(key) : classOrder(key);
  return [...byGroup.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([, members]) => [members[0]!.cells.class, members] as const);
}

/**
 * The class-wise print of the student list (issue 14 part 2): one class per A4 page, each with
 * the institute's header, the class, its teacher and the print date, and the class's students in
 * the list's order. Rendered beside the app (a portal), shown only while printing by class.
 */
export function ClassPrint({ rows }: { rows: readonly StudentListRow[] }) {
  const t = useTranslations('studentRecords.classPrint');
  const m = useMsg();
  const classOrder = useClassOrder();
  const column = STUDENT_LIST_COLUMN_LABELS;
  const branding = getBranding();
  const printed = instituteDate(new Date());
  const teacherName = (name: string) =>
    !name ? t('notKnown') : name === TEACHER_NOT_ASSIGNED ? t('notAssigned') : name;
  return createPortal(
    <div className={classes.classPrint} data-testid="class-print">
      {groups(rows, classOrder).map(([group, members]) => (
        <section
          key={group}
          className={classes.page}
          // A class's name is data; Completed and Left are the domain's labels.
          aria-label={t('classList', {
            group: members[0]!.status === 'active' ? group : m(group),
          })}
        >
          <header className={classes.header}>
            <p className={classes.institute}>{branding.name}</p>
            {branding.address && <p>{branding.address}</p>}
          </header>
          <h2 className={classes.title}>
            {members[0]!.status === 'active'
              ? t('classTitle', { group })
              : t('statusTitle', { group: m(group) })}
          </h2>
          <p>
            {members[0]!.status === 'active'
              ? t('activeLine', {
                  teacher: teacherName(members[0]!.cells.teacher),
                  count: members.length,
                  date: printed,
                })
              : t('line', { count: members.length, date: printed })}
          </p>
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{m(column.regNo)}</th>
                <th scope="col">{m(column.name)}</th>
                <th scope="col">{m(column.year)}</th>
                <th scope="col">{m(column.term)}</th>
                <th scope="col">{m(column.status)}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((row, index) => (
                <tr key={row.item._id}>
                  <td>{index + 1}</td>
                  <td>{row.cells.regNo}</td>
                  <td>{row.cells.name}</td>
                  <td>{row.status === 'active' ? row.cells.year : m(row.cells.year)}</td>
                  <td>{row.status === 'active' ? row.cells.term : m(row.cells.term)}</td>
                  <td>{m(row.cells.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>,
    document.body,
  );
}
