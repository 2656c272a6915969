import { Button } from '@mantine/core';
import { isYearComplete, TERMS, termLabel, type Term } from '@pragati/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useStudentRecord } from '../api/get-student-by-id';
import { readFlow, storeTerm } from '../flow-storage';
import { FACP_TITLE, findYear, isWritable, placementText } from '../progress';
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
        title="The record could not be loaded"
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
        <h2 className={classes.sectionTitle}>Terms</h2>
        {terms.length === 0 ? (
          <p>No term of this year has started.</p>
        ) : (
          <ul className={classes.categoryGrid}>
            {terms.map((report) => {
              const done = Object.values(report.evaluated).filter(Boolean).length;
              return (
                <li key={report.term} className={classes.categoryItem}>
                  <Button onClick={() => openTerm(report.term)}>{termLabel(report.term)}</Button>
                  <p className={classes.muted}>{done} of 5 checklists evaluated</p>
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
      title={FACP_TITLE}
      shortTitle="FACP: Terms"
      userId={readSession()?.userId}
      nameLabel={studentLabel(student)}
      backTo={paths.teacher.term}
    >
      <p className={classes.subheading}>{placementText(section, year)}</p>
      {body}
    </PageLayout>
  );
}
