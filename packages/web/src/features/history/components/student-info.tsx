import { displayDate, type HistoryRecord, REGISTRATION_FIELD_LABELS } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';
import classes from './history.module.css';
import type { HistoryT } from './history-texts';

/**
 * Decisions §7: a completed or left student's class is their last one, never shown as current;
 * a left student's date and reason are shown.
 */
function placementRows(
  t: HistoryT,
  groupName: (code: string) => string,
  record: HistoryRecord,
): [string, string][] {
  const active = record.status === 'active';
  const rows: [string, string][] = [
    [active ? t('currentYear') : t('lastYear'), record.currYear],
    [active ? t('currentSection') : t('lastSection'), groupName(record.currSection)],
    [active ? t('classId') : t('lastClass'), groupName(record.classId)],
  ];
  if (record.status === 'completed') rows.push([t('status'), t('completedProgramme')]);
  if (record.status === 'left') {
    const on = displayDate(record.leftOn);
    rows.push([t('status'), on ? t('leftOn', { date: on }) : t('leftInstitute')]);
    if (record.leftReason) rows.push([t('leftReason'), record.leftReason]);
  }
  return rows;
}

/** Spec section 2: the student info block; every value reads 'Loading...' until data arrives. */
export function StudentInfo({ record }: { record: HistoryRecord | undefined }) {
  const t = useTranslations('history');
  const m = useMsg();
  const groupName = useGroupName();
  const loading = t('loading');
  const rows: [string, string][] = [
    [m(REGISTRATION_FIELD_LABELS.name), record?.name ?? loading],
    [m(REGISTRATION_FIELD_LABELS.regNo), record?.regNo ?? loading],
    ...(record
      ? placementRows(t, groupName, record)
      : ([
          [t('currentYear'), loading],
          [t('currentSection'), loading],
          [t('classId'), loading],
        ] as [string, string][])),
  ];
  return (
    <section aria-labelledby="history-student" className={classes.block}>
      <h2 id="history-student" className={classes.heading}>
        {t('studentInformation')}
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
