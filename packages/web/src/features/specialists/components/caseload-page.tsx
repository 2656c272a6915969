import { Button, Checkbox, NativeSelect, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';
import { useCaseload, useSaveCaseload, useSpecialistList } from '../api/specialists';
import classes from './specialists.module.css';

export type CaseloadChoice = { regNo: string; name: string; classId: string };

/** A checkbox per student, each row its label's 44 px target. */
function StudentChoices(props: {
  legend: string;
  students: CaseloadChoice[];
  ticked: Set<string>;
  onToggle: (regNo: string, on: boolean) => void;
}) {
  const groupName = useGroupName();
  return (
    <fieldset className={classes.choices}>
      <legend>{props.legend}</legend>
      {props.students.map((s) => (
        <div key={s.regNo} className={classes.choice}>
          <Checkbox
            label={`${s.name} (${s.regNo}, ${groupName(s.classId)})`}
            checked={props.ticked.has(s.regNo.toLowerCase())}
            onChange={(e) => props.onToggle(s.regNo, e.currentTarget.checked)}
          />
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The admin's caseloads (issue 31 part 2): choose a specialist, tick their students, grant the
 * clinical intake or not, save. `students` (the active students) come from the portal, which
 * reads the student list (features do not import each other).
 */
export function CaseloadPage({ students }: { students: CaseloadChoice[] }) {
  const t = useTranslations('specialists');
  const m = useMsg();
  const groupName = useGroupName();
  const list = useSpecialistList();
  const [userId, setUserId] = useState('');
  const chosen = userId || list.data?.specialists[0]?.userId || '';
  const caseload = useCaseload(chosen);
  const save = useSaveCaseload(chosen);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [clinical, setClinical] = useState(false);

  useEffect(() => {
    if (!caseload.data) return;
    setTicked(new Set(caseload.data.regNos.map((r) => r.toLowerCase())));
    setClinical(caseload.data.clinicalAccess);
  }, [caseload.data]);

  const toggle = (regNo: string, on: boolean) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(regNo.toLowerCase());
      else next.delete(regNo.toLowerCase());
      return next;
    });

  const onSave = () =>
    save.mutate({
      regNos: students.filter((s) => ticked.has(s.regNo.toLowerCase())).map((s) => s.regNo),
      classIds: caseload.data?.classIds ?? [],
      clinicalAccess: clinical,
    });

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
          <StudentChoices
            legend={t('students')}
            students={students}
            ticked={ticked}
            onToggle={toggle}
          />
          {(caseload.data?.classIds.length ?? 0) > 0 && (
            <Text size="sm">
              {t('classes', {
                classes: caseload.data!.classIds.map((c) => groupName(c)).join(', '),
              })}
            </Text>
          )}
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
        </>
      )}
      <div role="status" aria-live="polite">
        {save.isSuccess && <p>{m(save.data.msg)}</p>}
      </div>
      {save.error && <p role="alert">{m(save.error.message)}</p>}
    </PageLayout>
  );
}
