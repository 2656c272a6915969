import { Button } from '@mantine/core';
import { type Section, type Year } from '@pragati/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useGroupName } from '../../../lib/programme-groups';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useStudentRecord } from '../api/get-student-by-id';
import { clearSelection, readFlow, storeYear } from '../flow-storage';
import { placementText } from '../record-display';
import classes from '../teacher.module.css';
import { FLOW_MESSAGES, FlowRedirect } from './flow-redirect';
import { studentLabel } from './student-header';
import { LoadFailure } from './notice';

/** /teacher/term: the chosen student's sections, then a section's years. */
export function TermsPage() {
  const [flow] = useState(readFlow);
  const [chosen, setChosen] = useState<Section | null>(null);
  const navigate = useNavigate();
  const record = useStudentRecord(flow.student?.regNo ?? '');
  const t = useTranslations('assessment');
  const groupName = useGroupName();

  // Spec: "On entry the stored term, year and section are cleared."
  useEffect(() => clearSelection(), []);

  if (!flow.student) {
    return <FlowRedirect to={paths.teacher.home} message={FLOW_MESSAGES.chooseStudent} />;
  }

  function openYear(section: Section, year: Year) {
    storeYear(section, year);
    void navigate(paths.teacher.termEntry);
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
    const { data } = record;
    const years = data.section.find((s) => s.sec === chosen)?.yearReport ?? [];
    body = (
      <>
        <p className={classes.progressLine}>
          {t('terms.nowIn', {
            placement: placementText(data.currSection, data.currYear, data.currTerm),
          })}
        </p>
        <h2 className={classes.sectionTitle} id="sections-heading">
          {t('terms.sections')}
        </h2>
        <div className={classes.buttonRow} role="group" aria-labelledby="sections-heading">
          {data.section.map((s) => (
            <Button
              key={s.sec}
              variant={chosen === s.sec ? 'filled' : 'default'}
              aria-pressed={chosen === s.sec}
              onClick={() => setChosen(s.sec)}
            >
              {groupName(s.sec)}
            </Button>
          ))}
        </div>
        {chosen && (
          <>
            <h2 className={classes.sectionTitle} id="years-heading">
              {t('terms.yearsOf', { section: groupName(chosen) })}
            </h2>
            <div className={classes.buttonRow} role="group" aria-labelledby="years-heading">
              {years.map((y) => (
                <Button key={y.year} onClick={() => openYear(chosen, y.year)}>
                  {t('terms.year', { year: y.year })}
                </Button>
              ))}
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <PageLayout
      title={t('terms.title')}
      userId={readSession()?.userId}
      nameLabel={studentLabel(flow.student)}
      backTo={paths.teacher.home}
    >
      {body}
    </PageLayout>
  );
}
