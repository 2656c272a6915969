import { Alert, Button } from '@mantine/core';
import { CATEGORY_DISPLAY_NAMES, GOAL_AREAS, termRefLabel } from '@pragati/domain';
import { type FormEvent, useReducer } from 'react';
import { useParams } from 'react-router';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useGoalPlan } from '../api/get-goal-plan';
import { useSaveGoals } from '../api/save-goals';
import {
  GOAL_SCREEN_MESSAGES,
  goalChoicesReducer,
  type GoalChoices,
  initialChoices,
  type Plan,
  saveRequest,
} from '../state/goal-choices';
import { GoalChoiceItem } from './goal-choice-item';
import { GOALS_TITLE } from './goal-texts';
import classes from './programme.module.css';

const EMPTY: GoalChoices = {
  term: { section: 'preprimary', year: '1', term: 'Entry', revision: 0 },
  choices: [],
  showErrors: false,
};

/** The form for one plan; keyed by the term report's revision so a save starts it afresh. */
function GoalForm({ regNo, plan, onReload }: { regNo: string; plan: Plan; onReload: () => void }) {
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
      legend: CATEGORY_DISPLAY_NAMES[category],
      choices: state.choices.filter((c) => c.category === category && c.answer !== null),
      empty: 'No item of this area was answered NE, VP or PP.',
    })),
    {
      key: 'elsewhere',
      legend: 'Goals from earlier checklists',
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
          {GOAL_SCREEN_MESSAGES.fixErrors}
        </Alert>
      )}
      {save.error && (
        <Alert color="red" role="alert" className={classes.notice}>
          <p className={classes.muted}>{save.error.message}</p>
          {conflict && (
            <Button mt="sm" variant="outline" onClick={onReload}>
              Reload
            </Button>
          )}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button type="submit" size="md" loading={pending}>
          Save goals
        </Button>
      </div>
    </form>
  );
}

/** /teacher/goals/:regNo — goals for the next term from the latest evaluated one (decisions §14). */
export function ChooseGoalsPage() {
  const { regNo = '' } = useParams();
  const query = useGoalPlan(regNo);
  const data = query.data;

  let body;
  if (query.isPending) body = <PageStatus />;
  else if (query.isError) {
    body = (
      <Alert color="red" role="alert" title="The goals could not be loaded">
        {query.error.message}
      </Alert>
    );
  } else if (!data!.plan) {
    body = (
      <Alert color="gray" title="Nothing to choose from yet">
        No term has been fully evaluated yet. Evaluate all five checklists of a term, then choose
        the goals for the next term here.
      </Alert>
    );
  } else {
    const plan = data!.plan;
    body = (
      <>
        <p className={classes.subheading}>From {termRefLabel(plan)}: goals for the next term</p>
        <p className={classes.intro}>
          Tick the items to work on next term and choose the level each should reach. Notes on
          method and materials are optional. A goal carries over until it is met or dropped;
          unticking a goal from an earlier term drops it and asks for a reason. Recreational items
          are graded A–E, without prompt levels, so they are not goals.
        </p>
        <GoalForm
          key={`${plan.term}-${plan.revision}`}
          regNo={regNo}
          plan={plan}
          onReload={() => void query.refetch()}
        />
      </>
    );
  }

  return (
    <PageLayout
      title={GOALS_TITLE}
      focusTitle
      userId={readSession()?.userId}
      nameLabel={data ? `${data.name} (${data.regNo})` : undefined}
      backTo={paths.teacher.eval}
    >
      {body}
    </PageLayout>
  );
}
