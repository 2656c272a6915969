import { Alert, Button } from '@mantine/core';
import { FACP_GROUP_CODES, CATEGORY_DISPLAY_NAMES, GOAL_AREAS } from '@pragati/domain';
import { type FormEvent, useReducer } from 'react';
import { useParams } from 'react-router';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useGoalPlan } from '../api/get-goal-plan';
import { useSaveGoals } from '../api/save-goals';
import {
  goalChoicesReducer,
  type GoalChoices,
  initialChoices,
  type Plan,
  saveRequest,
} from '../state/goal-choices';
import { GoalChoiceItem } from './goal-choice-item';
import { ProbesSection } from './probes-section';
import { termRefText } from './goal-texts';
import classes from './programme.module.css';

const EMPTY: GoalChoices = {
  // A placeholder until the plan arrives (initialChoices replaces it).
  term: { section: FACP_GROUP_CODES[0], year: '1', term: 'Entry', revision: 0 },
  choices: [],
  showErrors: false,
};

/** The form for one plan; keyed by the term report's revision so a save starts it afresh. */
function GoalForm({ regNo, plan, onReload }: { regNo: string; plan: Plan; onReload: () => void }) {
  const t = useTranslations('programmeGoals');
  const m = useMsg();
  const [state, dispatch] = useReducer(goalChoicesReducer, EMPTY, () => initialChoices(plan));
  const save = useSaveGoals(regNo);
  const pending = save.isPending;
  const conflict = save.error instanceof ApiError && save.error.status === 409;

  function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'tried' });
    const body = saveRequest(state);
    if (!body) return;
    save.mutate(body, { onSuccess: (response) => toast.success(response.msg) });
  }

  const incomplete = state.showErrors && saveRequest(state) === null;
  const areas = [
    ...GOAL_AREAS.map((category) => ({
      key: category,
      legend: m(CATEGORY_DISPLAY_NAMES[category]),
      choices: state.choices.filter((c) => c.category === category && c.answer !== null),
      empty: t('noCandidates'),
    })),
    {
      key: 'elsewhere',
      legend: t('earlierGoals'),
      choices: state.choices.filter((c) => c.answer === null),
      empty: null,
    },
  ];

  return (
    <form onSubmit={submit} noValidate>
      {areas.map((area) =>
        area.choices.length === 0 && area.empty === null ? null : (
          <fieldset key={area.key} className={classes.area}>
            <legend className={classes.legend}>{area.legend}</legend>
            {area.choices.length === 0 ? (
              <p className={classes.muted}>{area.empty}</p>
            ) : (
              <ul className={classes.items}>
                {area.choices.map((choice) => (
                  <GoalChoiceItem
                    key={choice.itemId}
                    choice={choice}
                    showErrors={state.showErrors}
                    disabled={pending}
                    dispatch={dispatch}
                  />
                ))}
              </ul>
            )}
          </fieldset>
        ),
      )}
      {incomplete && (
        <Alert color="red" role="alert" className={classes.notice}>
          {t('fixErrors')}
        </Alert>
      )}
      {save.error && (
        <Alert color="red" role="alert" className={classes.notice}>
          <p className={classes.muted}>{save.error.message}</p>
          {conflict && (
            <Button mt="sm" variant="outline" onClick={onReload}>
              {t('reload')}
            </Button>
          )}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button type="submit" size="md" loading={pending}>
          {t('saveGoals')}
        </Button>
      </div>
    </form>
  );
}

/** /teacher/goals/:regNo — goals for the next term from the latest evaluated one (decisions §14). */
export function ChooseGoalsPage() {
  const { regNo = '' } = useParams();
  const t = useTranslations('programmeGoals');
  const query = useGoalPlan(regNo);
  const data = query.data;

  let body;
  if (query.isPending) body = <PageStatus />;
  else if (query.isError) {
    body = (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        {query.error.message}
      </Alert>
    );
  } else if (!data!.plan) {
    body = (
      <Alert color="gray" title={t('nothingTitle')}>
        {t('nothingText')}
      </Alert>
    );
  } else {
    const plan = data!.plan;
    body = (
      <>
        <p className={classes.subheading}>{t('fromTerm', { term: termRefText(t, plan) })}</p>
        <p className={classes.intro}>{t('intro')}</p>
        <GoalForm
          key={`${plan.term}-${plan.revision}`}
          regNo={regNo}
          plan={plan}
          onReload={() => void query.refetch()}
        />
        <ProbesSection regNo={regNo} plan={plan} />
      </>
    );
  }

  return (
    <PageLayout
      title={t('goalsTitle')}
      focusTitle
      userId={readSession()?.userId}
      nameLabel={data ? `${data.name} (${data.regNo})` : undefined}
      backTo={paths.teacher.eval}
    >
      {body}
    </PageLayout>
  );
}
