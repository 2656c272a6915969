import { Button, Checkbox, Tabs, Textarea, TextInput } from '@mantine/core';
import {
  DEVELOPMENT_HISTORY_GROUPS,
  durationKey,
  FAMILY_HISTORY_GROUPS,
  HISTORY_GROUPS,
  type IntakeFieldGroup,
  PRESENTING_COMPLAINTS,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../../i18n/i18n-provider';
import type { IntakeInfo, IntakeValues, TextGroupName } from './form-values';
import classes from './intake.module.css';

/** The tabs; each one's label is `studentRecords.intake.tabs.<value>` in the catalogs. */
export const OPTIONAL_TABS = [
  'info',
  'presentingComplaints',
  'history',
  'familyHistory',
  'developmentHistory',
] as const;
export type OptionalTab = (typeof OPTIONAL_TABS)[number];

export interface OptionalGroupsProps {
  values: IntakeValues;
  onInfo: (patch: Partial<IntakeInfo>) => void;
  onGroup: (group: TextGroupName, key: string, value: string) => void;
  tab: OptionalTab;
  onTab: (tab: OptionalTab) => void;
}

type InfoProps = Pick<OptionalGroupsProps, 'onInfo'> & { info: IntakeInfo };

/** The history of the present condition: entries added and removed one by one. */
function PresentCondition({ info, onInfo }: InfoProps) {
  const t = useTranslations('studentRecords.intake');
  const entries = info.historyOfPresentCondition;
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('presentCondition')}</legend>
      {entries.map((entry, index) => (
        <div key={index} className={classes.entry}>
          <Textarea
            label={t('entry', { number: index + 1 })}
            minRows={2}
            maxLength={2000}
            value={entry.description}
            onChange={(event) => {
              const description = event.currentTarget.value;
              onInfo({
                historyOfPresentCondition: entries.map((e, i) =>
                  i === index ? { description } : e,
                ),
              });
            }}
          />
          <Button
            variant="default"
            aria-label={t('removeEntry', { number: index + 1 })}
            onClick={() =>
              onInfo({ historyOfPresentCondition: entries.filter((_, i) => i !== index) })
            }
          >
            {t('remove')}
          </Button>
        </div>
      ))}
      <Button
        variant="default"
        mt="sm"
        onClick={() => onInfo({ historyOfPresentCondition: [...entries, { description: '' }] })}
      >
        {t('addEntry')}
      </Button>
    </fieldset>
  );
}

/** The info tab: the optional info fields, then the present condition. */
function InfoTab({ info, onInfo }: InfoProps) {
  const t = useTranslations('studentRecords.intake');
  const infoText = (key: keyof IntakeInfo, label: string, long = false) => {
    const props = {
      label,
      value: info[key] as string,
      onChange: (event: { currentTarget: { value: string } }) =>
        onInfo({ [key]: event.currentTarget.value }),
    };
    return long ? (
      <Textarea {...props} minRows={2} maxLength={1000} className={classes.wide} />
    ) : (
      <TextInput {...props} maxLength={200} />
    );
  };
  return (
    <>
      <div className={classes.grid}>
        {infoText('information', t('informant'))}
        {infoText('education', t('education'))}
        {infoText('refBy', t('referredBy'))}
        {infoText('occupation', t('occupation'))}
        {infoText('paymentType', t('paymentType'))}
        {infoText('purposeVisit', t('purposeOfVisit'), true)}
        <Checkbox
          className={classes.wide}
          label={t('previousConsultation')}
          checked={info.previousConsultationAndTreatement}
          onChange={(event) =>
            onInfo({ previousConsultationAndTreatement: event.currentTarget.checked })
          }
        />
        {infoText('isYesNatureOfConsultations', t('natureOfConsultations'), true)}
        <Checkbox
          className={classes.wide}
          label={t('treatmentUndergone')}
          checked={info.treatmentUnderGone}
          onChange={(event) => onInfo({ treatmentUnderGone: event.currentTarget.checked })}
        />
        {infoText('typeOfTreatment', t('typeOfTreatment'), true)}
        {infoText('therapeutic', t('therapeutic'), true)}
      </div>
      <PresentCondition info={info} onInfo={onInfo} />
    </>
  );
}

type GroupProps = Pick<OptionalGroupsProps, 'values' | 'onGroup'>;

/** Each presenting complaint's onset and duration. */
function ComplaintsTab({ values, onGroup }: GroupProps) {
  const t = useTranslations('studentRecords.intake');
  const m = useMsg();
  return PRESENTING_COMPLAINTS.map((complaint) => (
    <fieldset key={complaint.key} className={classes.fieldset}>
      <legend className={classes.legend}>{m(complaint.label)}</legend>
      <div className={classes.grid}>
        {[
          [complaint.key, t('onset')],
          [durationKey(complaint.key), t('duration')],
        ].map(([key, label]) => (
          <TextInput
            key={key}
            label={label}
            aria-label={`${m(complaint.label)}: ${label}`}
            maxLength={300}
            value={values.presentingComplaints[key!] ?? ''}
            onChange={(event) => onGroup('presentingComplaints', key!, event.currentTarget.value)}
          />
        ))}
      </div>
    </fieldset>
  ));
}

/** A text group's fieldsets (history, family history, development history). */
function GroupTab({
  values,
  onGroup,
  group,
  groups,
}: GroupProps & { group: TextGroupName; groups: readonly IntakeFieldGroup[] }) {
  const m = useMsg();
  return groups.map((g) => (
    <fieldset key={g.title} className={classes.fieldset}>
      <legend className={classes.legend}>{m(g.title)}</legend>
      <div className={classes.grid}>
        {g.fields.map((field) => (
          <TextInput
            key={field.key}
            label={m(field.label)}
            maxLength={500}
            value={values[group][field.key] ?? ''}
            onChange={(event) => onGroup(group, field.key, event.currentTarget.value)}
          />
        ))}
      </div>
    </fieldset>
  ));
}

/**
 * Step 2: every optional group of the intake (spec section 3), one tab each, rendered from the
 * same field lists as the details view.
 */
export function OptionalGroups({ values, onInfo, onGroup, tab, onTab }: OptionalGroupsProps) {
  const t = useTranslations('studentRecords.intake');
  const groupProps = { values, onGroup };
  return (
    <Tabs value={tab} onChange={(next) => next && onTab(next as OptionalTab)} keepMounted={false}>
      <Tabs.List>
        {OPTIONAL_TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      <Tabs.Panel value="info" className={classes.tabPanel}>
        <InfoTab info={values.info} onInfo={onInfo} />
      </Tabs.Panel>
      <Tabs.Panel value="presentingComplaints" className={classes.tabPanel}>
        <ComplaintsTab {...groupProps} />
      </Tabs.Panel>
      <Tabs.Panel value="history" className={classes.tabPanel}>
        <GroupTab {...groupProps} group="history" groups={HISTORY_GROUPS} />
      </Tabs.Panel>
      <Tabs.Panel value="familyHistory" className={classes.tabPanel}>
        <GroupTab {...groupProps} group="familyHistory" groups={FAMILY_HISTORY_GROUPS} />
      </Tabs.Panel>
      <Tabs.Panel value="developmentHistory" className={classes.tabPanel}>
        <GroupTab {...groupProps} group="developmentHistory" groups={DEVELOPMENT_HISTORY_GROUPS} />
      </Tabs.Panel>
    </Tabs>
  );
}
