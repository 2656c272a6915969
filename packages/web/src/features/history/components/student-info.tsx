import {
  classDisplayName,
  displayDate,
  type HistoryRecord,
  SECTION_DISPLAY_NAMES,
} from '@pragati/domain';
import classes from './history.module.css';

const LOADING = 'Loading...';

/**
 * Decisions §7: a completed or left student's class is their last one, never shown as current;
 * a left student's date and reason are shown.
 */
function placementRows(record: HistoryRecord): [string, string][] {
  const active = record.status === 'active';
  const rows: [string, string][] = [
    [active ? 'Current Year' : 'Last Year', record.currYear],
    [active ? 'Current Section' : 'Last Section', SECTION_DISPLAY_NAMES[record.currSection]],
    [active ? 'Class ID' : 'Last Class', classDisplayName(record.classId)],
  ];
  if (record.status === 'completed') rows.push(['Status', 'Completed the programme']);
  if (record.status === 'left') {
    const on = displayDate(record.leftOn);
    rows.push(['Status', on ? `Left the institute on ${on}` : 'Left the institute']);
    if (record.leftReason) rows.push(['Reason for Leaving', record.leftReason]);
  }
  return rows;
}

/** Spec section 2: the student info block; every value reads 'Loading...' until data arrives. */
export function StudentInfo({ record }: { record: HistoryRecord | undefined }) {
  const rows: [string, string][] = [
    ['Name', record?.name ?? LOADING],
    ['Registration Number', record?.regNo ?? LOADING],
    ...(record
      ? placementRows(record)
      : ([
          ['Current Year', LOADING],
          ['Current Section', LOADING],
          ['Class ID', LOADING],
        ] as [string, string][])),
  ];
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
