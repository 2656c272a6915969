import { classDisplayName, type HistoryRecord, SECTION_DISPLAY_NAMES } from '@pragati/domain';
import classes from './history.module.css';

const LOADING = 'Loading...';

/** Spec section 2: the student info block; every value reads 'Loading...' until data arrives. */
export function StudentInfo({ record }: { record: HistoryRecord | undefined }) {
  const rows: [string, string][] = [
    ['Name', record?.name ?? LOADING],
    ['Registration Number', record?.regNo ?? LOADING],
    ['Current Year', record?.currYear ?? LOADING],
    ['Current Section', record ? SECTION_DISPLAY_NAMES[record.currSection] : LOADING],
    ['Class ID', record ? classDisplayName(record.classId) : LOADING],
  ];
  if (record?.status === 'completed') rows.push(['Status', 'Completed the programme']);
  if (record?.status === 'left') rows.push(['Status', 'Left the institute']);
  return (
    <section aria-labelledby="history-student" className={classes.block}>
      <h2 id="history-student" className={classes.heading}>
        Student Information
      </h2>
      <dl className={`${classes.pairs} ${classes.info}`} aria-busy={!record}>
        {rows.map(([label, value]) => (
          <div key={label} className={classes.pair}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
