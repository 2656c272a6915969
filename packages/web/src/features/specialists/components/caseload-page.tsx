import { Button, Checkbox, NativeSelect, Switch, Text } from '@mantine/core';
import type { CaseloadResponse } from '@pragati/domain';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { useEnabledClassCodes, useGroupName } from '../../../lib/programme-groups';
import { useCaseload, useSaveCaseload, useSpecialistList } from '../api/specialists';
import { CaseloadTable } from './caseload-table';
import classes from './specialists.module.css';

export type CaseloadChoice = { regNo: string; name: string; classId: string };

/** A checkbox per choice (a student or a class), each row its label's 44 px target. */
function Choices(props: {
  legend: string;
  items: { key: string; label: string }[];
  ticked: Set<string>;
  onToggle: (key: string, on: boolean) => void;
}) {
  return (
    <fieldset className={classes.choices}>
      <legend>{props.legend}</legend>
      {props.items.map((item) => (
        <div key={item.key} className={classes.choice}>
          <Checkbox
            label={item.label}
            checked={props.ticked.has(item.key.toLowerCase())}
            onChange={(e) => props.onToggle(item.key, e.currentTarget.checked)}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** A set of ticked keys (lower case), with the toggle that changes one. */
function useTicked() {
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const toggle = (key: string, on: boolean) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(key.toLowerCase());
      else next.delete(key.toLowerCase());
      return next;
    });
  return { ticked, setTicked, toggle };
}

/**
 * One specialist's caseload form: students one by one, whole classes (every student of the
 * class while they are in it), the clinical intake; saved whole.
 */
function CaseloadForm(props: {
  userId: string;
  students: CaseloadChoice[];
  caseload: CaseloadResponse | undefined;
}) {
  const { userId, students, caseload } = props;
  const t = useTranslations('specialists');
  const m = useMsg();
  const groupName = useGroupName();
  const classCodes = useEnabledClassCodes();
  const save = useSaveCaseload(userId);
  const pupils = useTicked();
  const classIds = useTicked();
  const [clinical, setClinical] = useState(false);
  const { setTicked: setPupils } = pupils;
  const { setTicked: setClasses } = classIds;

  useEffect(() => {
    if (!caseload) return;
    setPupils(new Set(caseload.regNos.map((r) => r.toLowerCase())));
    setClasses(new Set(caseload.classIds.map((c) => c.toLowerCase())));
    setClinical(caseload.clinicalAccess);
  }, [caseload, setPupils, setClasses]);

  const onSave = () =>
    save.mutate({
      regNos: students.filter((s) => pupils.ticked.has(s.regNo.toLowerCase())).map((s) => s.regNo),
      classIds: classCodes.filter((c) => classIds.ticked.has(c.toLowerCase())),
      clinicalAccess: clinical,
    });

  return (
    <>
      <Choices
        legend={t('classesLegend')}
        items={classCodes.map((c) => ({ key: c, label: groupName(c) }))}
        ticked={classIds.ticked}
        onToggle={classIds.toggle}
      />
      <Choices
        legend={t('students')}
        items={students.map((s) => ({
          key: s.regNo,
          label: `${s.name} (${s.regNo}, ${groupName(s.classId)})`,
        }))}
        ticked={pupils.ticked}
        onToggle={pupils.toggle}
      />
      <div className={classes.choice}>
        <Switch
          label={t('clinicalAccess')}
          checked={clinical}
          onChange={(e) => setClinical(e.currentTarget.checked)}
        />
      </div>
      <Button onClick={onSave} loading={save.isPending} mt="md">
        {t('save')}
      </Button>
      <div role="status" aria-live="polite">
        {save.isSuccess && <p>{m(save.data.msg)}</p>}
      </div>
      {save.error && <p role="alert">{m(save.error.message)}</p>}
    </>
  );
}

/**
 * The admin's caseloads (issue 31 part 2): choose a specialist, tick their classes and students,
 * grant the clinical intake or not, save; below, everyone on the caseload now with this month's
 * planned vs delivered sessions. `students` (the active students) and `linkOf` come from the
 * portal, which reads the student list (features do not import each other).
 */
export function CaseloadPage(props: {
  students: CaseloadChoice[];
  linkOf?: (regNo: string) => string;
}) {
  const t = useTranslations('specialists');
  const list = useSpecialistList();
  const [userId, setUserId] = useState('');
  const chosen = userId || list.data?.specialists[0]?.userId || '';
  const caseload = useCaseload(chosen);
  const specialists = list.data?.specialists ?? [];
  return (
    <PageLayout title={t('title')}>
      {list.isPending ? (
        <PageStatus />
      ) : specialists.length === 0 ? (
        <Text>{t('none')}</Text>
      ) : (
        <>
          <NativeSelect
            label={t('specialist')}
            data={specialists.map((s) => ({ value: s.userId, label: s.userId }))}
            value={chosen}
            onChange={(e) => setUserId(e.currentTarget.value)}
          />
          <CaseloadForm
            key={chosen}
            userId={chosen}
            students={props.students}
            caseload={caseload.data}
          />
          {caseload.data && (
            <section aria-labelledby="on-caseload">
              <h2 id="on-caseload">{t('onCaseload')}</h2>
              {caseload.data.students.length === 0 ? (
                <p>{t('nobody')}</p>
              ) : (
                <CaseloadTable
                  month={caseload.data.month}
                  students={caseload.data.students}
                  linkOf={props.linkOf}
                />
              )}
            </section>
          )}
        </>
      )}
    </PageLayout>
  );
}
