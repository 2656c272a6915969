import { Button, Group } from '@mantine/core';
import { HISTORY_MESSAGES, type HistoryRecord } from '@pragati/domain';
import type { Ref } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';
import { CountsLegend } from '../../../components/counts-legend';
import classes from './history.module.css';
import { TermComments } from './term-comments';
import { YearFigures } from './year-figures';
import { YearGoals } from './year-goals';
import { YearSummary } from './year-summary';

/**
 * "Print full record" (decisions §11): every section and year of the student, oldest first, each
 * with its chart, figures table, summary sentence, term comments and year summary; shown on the
 * screen as it prints, so what the printer gets can be checked and printed again.
 */
export function FullRecord({
  record,
  titleRef,
  onPrint,
  onClose,
}: {
  record: HistoryRecord;
  titleRef: Ref<HTMLHeadingElement>;
  onPrint: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('history');
  const m = useMsg();
  const groupName = useGroupName();
  const years = record.section.flatMap((s) => s.yearReport.map((year) => ({ sec: s.sec, year })));
  return (
    <>
      <h2 id="full-record" ref={titleRef} tabIndex={-1} className={classes.heading}>
        {t('fullRecord')}
      </h2>
      <div className="no-print">
        <p className={classes.summary}>
          {t('fullRecordIntro', { name: record.name, count: years.length })}
        </p>
        <Group gap="sm" mb="lg">
          <Button onClick={onPrint}>{t('printAgain')}</Button>
          <Button variant="default" onClick={onClose}>
            {t('showOneYear')}
          </Button>
        </Group>
      </div>
      <CountsLegend />
      {years.map(({ sec, year }) => {
        const place = t('place', { section: groupName(sec), year: year.year });
        const id = `record-${sec}-${year.year}`;
        return (
          <section key={id} aria-labelledby={id} className={classes.recordYear}>
            <h2 id={id} className={classes.yearHeading}>
              {place}
            </h2>
            {year.termReport.length > 0 ? (
              <>
                <YearFigures year={year} place={place} chartKey={id} idPrefix={id} level={3} />
                <TermComments terms={year.termReport} idPrefix={id} level={3} />
                <YearGoals
                  regNo={record.regNo}
                  section={sec}
                  year={year.year}
                  idPrefix={id}
                  level={3}
                />
                <YearSummary year={year} idPrefix={id} level={3} />
              </>
            ) : (
              <p className={classes.noData}>{m(HISTORY_MESSAGES.noData)}</p>
            )}
          </section>
        );
      })}
    </>
  );
}
