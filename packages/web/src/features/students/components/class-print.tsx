import { CLASS_CODES, instituteDate, STUDENT_STATUSES, type StudentListRow } from '@pragati/domain';
import { createPortal } from 'react-dom';
import { getBranding } from '../../../lib/branding';
import classes from './class-print.module.css';

/** The body class that switches printing from the screen to the class-wise pages. */
export const CLASS_PRINT_BODY_CLASS = 'print-by-class';

/** Rows in groups: each class of active students in class order, then Completed, then Left. */
function groups(rows: readonly StudentListRow[]) {
  const byGroup = new Map<string, StudentListRow[]>();
  for (const row of rows) {
    const key = row.status === 'active' ? row.item.classId : row.status;
    byGroup.set(key, [...(byGroup.get(key) ?? []), row]);
  }
  const order: readonly string[] = [...CLASS_CODES, ...STUDENT_STATUSES];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
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
  const branding = getBranding();
  const printed = instituteDate(new Date());
  return createPortal(
    <div className={classes.classPrint} data-testid="class-print">
      {groups(rows).map(([group, members]) => (
        <section key={group} className={classes.page} aria-label={`Class list ${group}`}>
          <header className={classes.header}>
            <p className={classes.institute}>{branding.name}</p>
            {branding.address && <p>{branding.address}</p>}
          </header>
          <h2 className={classes.title}>
            {members[0]!.status === 'active' ? `Class ${group}` : `${group} students`}
          </h2>
          <p>
            {members[0]!.status === 'active' &&
              `Allocated Teacher: ${members[0]!.cells.teacher || 'Not known'} · `}
            {members.length} {members.length === 1 ? 'student' : 'students'} · Printed on {printed}
          </p>
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Registration No.</th>
                <th scope="col">Name</th>
                <th scope="col">Year</th>
                <th scope="col">Term</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {members.map((row, index) => (
                <tr key={row.item._id}>
                  <td>{index + 1}</td>
                  <td>{row.cells.regNo}</td>
                  <td>{row.cells.name}</td>
                  <td>{row.cells.year}</td>
                  <td>{row.cells.term}</td>
                  <td>{row.cells.status}</td>
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
