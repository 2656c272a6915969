import { Button } from '@mantine/core';
import { FACP_GROUP_CODES, CATEGORIES, isTermComplete } from '@pragati/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { studentRecordQueryOptions, useStudentRecord } from '../api/get-student-by-id';
import { teacherKeys } from '../api/query-keys';
import { readFlow } from '../flow-storage';
import { useCommentSubmit } from './use-comment-submit';
import {
  categoryName,
  findTerm,
  findYear,
  isWritable,
  placementText,
  termCountsText,
  termFigureText,
} from '../record-display';
import { CountsLegend } from '../../../components/counts-legend';
import classes from '../teacher.module.css';
import { CommentForm } from './comment-form';
import { FLOW_MESSAGES, FlowRedirect } from './flow-redirect';
import { studentLabel } from './student-header';
import { LoadFailure, Notice } from './notice';

type Props = {
  /** Sections another feature adds about the student (the disability profile), from the portal. */
  extra?: (regNo: string) => ReactNode;
};

/** /teacher/eval: the five checklists of the chosen term, and the term comment. */
export function EvalHubPage({ extra }: Props = {}) {
  const [flow] = useState(readFlow);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useTranslations('assessment');
  const regNo = flow.student?.regNo ?? '';
  const record = useStudentRecord(regNo);
  const yearReport =
    record.data && flow.section && flow.year
      ? findYear(record.data.section, flow.section, flow.year)
      : undefined;
  const termReport = flow.term ? findTerm(yearReport, flow.term) : undefined;
  const comment = useCommentSubmit(
    {
      regNo,
      // A placeholder until the flow has a class (the comment is not sent without one).
      section: flow.section ?? FACP_GROUP_CODES[0],
      year: flow.year ?? '1',
      term: flow.term ?? 'Entry',
      type: 'termComment',
    },
    { saved: termReport?.comment.termComment ?? '', revision: termReport?.revision ?? 0 },
    async () => {
      const fresh = await queryClient.fetchQuery({
        ...studentRecordQueryOptions(regNo),
        staleTime: 0,
      });
      return flow.section && flow.year && flow.term
        ? findTerm(findYear(fresh.section, flow.section, flow.year), flow.term)
        : undefined;
    },
    (response) => {
      toast.success(response.msg);
      void queryClient.invalidateQueries({ queryKey: teacherKeys.student(regNo) });
      void navigate(paths.teacher.termEntry);
    },
  );

  if (!flow.student) {
    return <FlowRedirect to={paths.teacher.home} message={FLOW_MESSAGES.chooseStudent} />;
  }
  if (!flow.section || !flow.year) {
    return <FlowRedirect to={paths.teacher.term} message={FLOW_MESSAGES.chooseYear} />;
  }
  if (!flow.term) {
    return <FlowRedirect to={paths.teacher.termEntry} message={FLOW_MESSAGES.chooseTerm} />;
  }
  const { student, section, year, term } = flow;

  const writable = record.data ? isWritable(record.data, section, year, yearReport) : false;

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
  } else if (!termReport) {
    body = (
      <Notice color="gray" title={t('nothingToShow')}>
        {t('termNotStarted')}
      </Notice>
    );
  } else {
    const complete = isTermComplete(termReport.evaluated);
    body = (
      <>
        <h2 className={classes.sectionTitle}>{t('hub.heading')}</h2>
        <ul className={classes.categoryGrid}>
          {CATEGORIES.map((category) => {
            const figure = termFigureText(termReport, category);
            const counts = termCountsText(termReport, category);
            return (
              <li key={category} className={classes.categoryItem}>
                <Button component={Link} to={paths.teacher.checklist(category)}>
                  {categoryName(category)}
                </Button>
                {figure ? (
                  <>
                    <p className={classes.figure}>{figure}</p>
                    {counts && <p className={classes.counts}>{counts}</p>}
                  </>
                ) : (
                  <p className={classes.muted}>{t('hub.notEvaluated')}</p>
                )}
              </li>
            );
          })}
        </ul>
        <CountsLegend />
        <Button component={Link} to={paths.teacher.goals(student.regNo)} variant="outline" mt="md">
          {t('hub.chooseGoals')}
        </Button>
        <CommentForm
          id="term-comments"
          label={t('hub.termComments')}
          saved={termReport.comment.termComment}
          enabled={writable && complete}
          disabledReason={writable ? t('hub.evaluateAll') : t('hub.yearSubmitted')}
          pending={comment.pending}
          error={comment.conflict}
          onSubmit={comment.submit}
        />
      </>
    );
  }

  return (
    <PageLayout
      title={t('facpTitle')}
      shortTitle={t('hub.shortTitle')}
      userId={readSession()?.userId}
      nameLabel={studentLabel(student)}
      backTo={paths.teacher.termEntry}
    >
      <p className={classes.subheading}>{placementText(section, year, term)}</p>
      {body}
      {regNo && extra?.(regNo)}
    </PageLayout>
  );
}
