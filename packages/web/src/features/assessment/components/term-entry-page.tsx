import { Button } from '@mantine/core';
import { isYearComplete, TERMS, type Term } from '@pragati/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useStudentRecord } from '../api/get-student-by-id';
import { readFlow, storeTerm } from '../flow-storage';
import { findYear, isWritable, placementText } from '../record-display';
import classes from '../teacher.module.css';
import { FLOW_MESSAGES, FlowRedirect } from './flow-redirect';
import { studentLabel } from './student-header';
import { YearSummary } from './year-summary';
import { LoadFailure } from './notice';

/** /teacher/term/termEntry: the chosen year's terms, and its summary with the year-end transfer. */
export function TermEntryPage() {
  const [flow] = useState(readFlow);
  const navigate = useNavigate();
  const record = useStudentRecord(flow.student?.regNo ?? '');
  const t = useTranslations('assessment');

  if (!flow.student) {
    return <FlowRedirect to={paths.teacher.home} message={FLOW_MESSAGES.chooseStudent} />;
  }
  if (!flow.section || !flow.year) {
    return <FlowRedirect to={paths.teacher.term} message={FLOW_MESSAGES.chooseYear} />;
  }
  const { student, section, year } = flow;

  function openTerm(term: Term) {
    storeTerm(term);
    void navigate(paths.teacher.eval);
  }

  let body;
  if (record.isPending) body = <PageStatus />;
  else if (record.isError) {
    body = (
      <LoadFailure
        title={t('recordLoadError')}
        error={record.error}
        onRetry={() => void record.refetch()}
      />
    );
  } else {
    const yearReport = findYear(record.data.section, section, year);
    const terms = TERMS.flatMap((term) => {
      const report = yearReport?.termReport.find((t) => t.term === term);
      return report ? [report] : [];
    });
    body = (
      <>
        <h2 className={classes.sectionTitle}>{t('termEntry.heading')}</h2>
        {terms.length === 0 ? (
          <p>{t('termEntry.noTerm')}</p>
        ) : (
          <ul className={classes.categoryGrid}>
            {terms.map((report) => {
              const done = Object.values(report.evaluated).filter(Boolean).length;
              return (
                <li key={report.term} className={classes.categoryItem}>
                  <Button onClick={() => openTerm(report.term)}>
                    {t('term', { term: report.term })}
                  </Button>
                  <p className={classes.muted}>{t('termEntry.evaluated', { done })}</p>
                </li>
              );
            })}
          </ul>
        )}
        <YearSummary
          regNo={student.regNo}
          section={section}
          year={year}
          yearReport={yearReport}
          complete={isYearComplete(terms)}
          writable={isWritable(record.data, section, year, yearReport)}
        />
      </>
    );
  }

  return (
    <PageLayout
      title={t('facpTitle')}
      shortTitle={t('termEntry.shortTitle')}
      userId={readSession()?.userId}
      nameLabel={studentLabel(student)}
      backTo={paths.teacher.term}
    >
      <p className={classes.subheading}>{placementText(section, year)}</p>
      {body}
    </PageLayout>
  );
}
