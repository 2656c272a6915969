import { Button } from '@mantine/core';
import { CATEGORIES, isTermComplete } from '@pragati/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useStudentRecord } from '../api/get-student-by-id';
import { teacherKeys } from '../api/query-keys';
import { useTermTypeComment } from '../api/term-type-comment';
import { readFlow } from '../flow-storage';
import {
  categoryName,
  FACP_TITLE,
  findTerm,
  findYear,
  isWritable,
  placementText,
  termFigureText,
} from '../progress';
import classes from '../teacher.module.css';
import { CommentForm } from './comment-form';
import { FLOW_MESSAGES, FlowRedirect } from './flow-redirect';
import { studentLabel } from './student-header';
import { Notice } from './notice';

/** /teacher/eval: the five checklists of the chosen term, and the term comment. */
export function EvalHubPage() {
  const [flow] = useState(readFlow);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const regNo = flow.student?.regNo ?? '';
  const record = useStudentRecord(regNo);
  const comment = useTermTypeComment();

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

  const yearReport = record.data ? findYear(record.data.section, section, year) : undefined;
  const termReport = findTerm(yearReport, term);
  const writable = record.data ? isWritable(record.data, section, year, yearReport) : false;

  function submit(comments: string) {
    comment.mutate(
      { id: regNo, section: section!, year: year!, term: term!, type: 'termComment', comments },
      {
        onSuccess: (response) => {
          toast.success(response.msg);
          void queryClient.invalidateQueries({ queryKey: teacherKeys.student(regNo) });
          void navigate(paths.teacher.termEntry);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  let body;
  if (record.isPending) body = <PageStatus />;
  else if (record.isError) {
    body = (
      <Notice color="red" title="The record could not be loaded" role="alert">
        {record.error.message}
      </Notice>
    );
  } else if (!termReport) {
    body = (
      <Notice color="gray" title="Nothing to show">
        This term has not started yet.
      </Notice>
    );
  } else {
    const complete = isTermComplete(termReport.evaluated);
    body = (
      <>
        <h2 className={classes.sectionTitle}>Checklists</h2>
        <ul className={classes.categoryGrid}>
          {CATEGORIES.map((category) => {
            const figure = termFigureText(termReport, category);
            return (
              <li key={category} className={classes.categoryItem}>
                <Button component={Link} to={paths.teacher.checklist(category)}>
                  {categoryName(category)}
                </Button>
                {figure ? (
                  <p className={classes.figure}>{figure}</p>
                ) : (
                  <p className={classes.muted}>Not evaluated yet</p>
                )}
              </li>
            );
          })}
        </ul>
        <CommentForm
          id="term-comments"
          label="Term comments"
          saved={termReport.comment.termComment}
          enabled={writable && complete}
          disabledReason={
            writable
              ? 'Evaluate all five checklists to submit the term.'
              : 'This year has been submitted: it can be viewed but not changed.'
          }
          pending={comment.isPending}
          onSubmit={submit}
        />
      </>
    );
  }

  return (
    <PageLayout
      title={FACP_TITLE}
      userId={readSession()?.userId}
      nameLabel={studentLabel(student)}
      backTo={paths.teacher.termEntry}
    >
      <p className={classes.subheading}>{placementText(section, year, term)}</p>
      {body}
    </PageLayout>
  );
}
