import { Anchor } from '@mantine/core';
import { isCategory, PROGRESS_MESSAGES } from '@pragati/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLocale, useTranslations } from 'use-intl';
import { NotFoundPage } from '../../../components/not-found-page';
import { useMsg } from '../../../i18n/i18n-provider';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useEvaluateQuestions } from '../api/get-evaluate-questions';
import { FLOW_MESSAGES, FlowRedirect } from '../components/flow-redirect';
import { studentLabel } from '../components/student-header';
import { readFlow } from '../flow-storage';
import { categoryName, findTerm, findYear, placementText } from '../record-display';
import classes from '../teacher.module.css';
import { ChecklistEditor } from './checklist-editor';
import { type Draft, toItems } from './checklist-state';
import { lastTermOf } from './last-term';
import { readPending } from './pending-store';
import { startPendingSync } from './pending-sync';
import type { ChecklistWhere, GoalMarks } from './where';
import { Notice } from '../components/notice';

// The teacher portal's chunk loads this module on any of its screens: kept answers of checklists
// not on screen are sent from there on (pending-sync).
startPendingSync();

export interface ChecklistGoals {
  /** The term's programme goals above the list. */
  goals?: (where: ChecklistWhere) => ReactNode;
  /** A hook: English item text → target of the goal items, to mark them in their rows. */
  useGoalMarks?: (where: ChecklistWhere) => GoalMarks;
  /** Called after a successful Evaluate, which may have met goals. */
  onEvaluated?: (where: ChecklistWhere) => void;
}

const NO_MARKS: GoalMarks = new Map();
const useNoGoalMarks = (): GoalMarks => NO_MARKS;

/**
 * /teacher/term/termEntry/eval/{category}: one checklist of the chosen student and term, with
 * the programme goals (features do not import each other: the teacher portal passes them in,
 * app/portals/checklist-screen.tsx).
 */
export function ChecklistPage({
  goals,
  useGoalMarks = useNoGoalMarks,
  onEvaluated,
}: ChecklistGoals = {}) {
  const { category } = useParams();
  const [flow] = useState(readFlow);
  const t = useTranslations('assessment.checklist');
  if (!isCategory(category)) return <NotFoundPage />;
  if (!flow.student)
    return <FlowRedirect to={paths.teacher.home} message={FLOW_MESSAGES.chooseStudent} />;
  if (!flow.section || !flow.year) {
    return <FlowRedirect to={paths.teacher.term} message={FLOW_MESSAGES.chooseYear} />;
  }
  if (!flow.term) {
    return <FlowRedirect to={paths.teacher.termEntry} message={FLOW_MESSAGES.chooseTerm} />;
  }
  const { student, section, year, term } = flow;
  const name = categoryName(category);
  const where: ChecklistWhere = { regNo: student.regNo, section, year, term, category };
  return (
    <PageLayout
      title={t('title', { category: name })}
      shortTitle={t('shortTitle', { category: name })}
      userId={readSession()?.userId}
      nameLabel={studentLabel(student)}
      backTo={paths.teacher.eval}
    >
      <p className={classes.subheading}>{placementText(section, year, term)}</p>
      {goals?.(where)}
      <ChecklistLoader
        where={where}
        categoryLabel={name}
        useGoalMarks={useGoalMarks}
        onEvaluated={onEvaluated}
      />
    </PageLayout>
  );
}

/** The answers this device kept for the checklist (undefined while reading them). */
function usePendingDraft(where: ChecklistWhere): { draft: Draft | null } | undefined {
  const [pending, setPending] = useState<{ draft: Draft | null }>();
  const { regNo, section, year, term, category } = where;
  useEffect(() => {
    let live = true;
    const userId = readSession()?.userId ?? '';
    void readPending({ userId, regNo, section, year, term, category }).then((draft) => {
      if (live) setPending({ draft });
    });
    return () => {
      live = false;
    };
  }, [regNo, section, year, term, category]);
  return pending;
}

/**
 * The bank had no items for the group when the term began (issue 29 part 4): nothing to answer,
 * and the server refuses to evaluate an empty list, so no 0 % is ever recorded.
 */
function NoItemsNotice() {
  const t = useTranslations('assessment.checklist');
  const m = useMsg();
  return (
    <Notice color="yellow" title={t('noItemsTitle')} role="note">
      {m(PROGRESS_MESSAGES.noItems)}
    </Notice>
  );
}

function ChecklistLoader({
  where,
  categoryLabel,
  useGoalMarks,
  onEvaluated,
}: {
  where: ChecklistWhere;
  categoryLabel: string;
  useGoalMarks: (where: ChecklistWhere) => GoalMarks;
  onEvaluated?: (where: ChecklistWhere) => void;
}) {
  const query = useEvaluateQuestions(where.regNo);
  const goalMarks = useGoalMarks(where);
  const t = useTranslations('assessment');
  const pending = usePendingDraft(where);
  const sections = query.data?.data.section;
  const yearReport = sections ? findYear(sections, where.section, where.year) : undefined;
  const termReport = findTerm(yearReport, where.term);
  const qa = termReport?.report?.[`${where.category}QA`];
  const server = useMemo(
    () => (termReport && qa ? { items: toItems(qa), revision: termReport.revision } : null),
    [termReport, qa],
  );
  // Its label is worded in the current language: a language switch words it again.
  const locale = useLocale();
  const lastTerm = useMemo(
    () => (sections && locale ? lastTermOf(sections, where) : null),
    [sections, where, locale],
  );
  // Saved answers make a kept copy stale at once: the editor starts from the server's latest.
  const [started, setStarted] = useState(false);
  const ready = !query.isPending && pending !== undefined && (started || !query.isFetching);
  useEffect(() => {
    if (ready) setStarted(true);
  }, [ready]);

  if (query.isError && !started) {
    return (
      <Notice color="red" title={t('checklist.loadError')} role="alert">
        {query.error.message}
      </Notice>
    );
  }
  if (!ready) return <PageStatus />;
  if (!termReport || !server) {
    return (
      <Notice color="gray" title={t('nothingToShow')}>
        {t('termNotStarted')}{' '}
        <Anchor component={Link} to={paths.teacher.termEntry}>
          {t('checklist.chooseAnotherTerm')}
        </Anchor>
      </Notice>
    );
  }
  if (server.items.length === 0) return <NoItemsNotice />;
  return (
    <ChecklistEditor
      // A new student, term or category starts a fresh editor with its own draft.
      key={[where.regNo, where.section, where.year, where.term, where.category].join(':')}
      where={where}
      categoryLabel={categoryLabel}
      server={server}
      draft={pending?.draft ?? null}
      lastTerm={lastTerm}
      evaluated={termReport.evaluated[where.category]}
      termReport={termReport}
      writable={!yearReport?.outcome}
      goalMarks={goalMarks}
      onEvaluated={onEvaluated}
    />
  );
}
