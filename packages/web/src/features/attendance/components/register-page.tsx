import { Button, NativeSelect } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';
import { RegisterTable } from './register-table';
import { type SaveStatus, useTodaysRegister } from './use-register';

/**
 * Today's register on a phone (issue 31 part 1): everyone present until tapped absent, a reason
 * optional, saved in one tap. Offline, the marks are kept on the device and sent when the
 * connection returns; a stale save (someone else saved meanwhile) is shown, never overwritten.
 */
export function RegisterPage({
  classIds,
  monthlyLink,
}: {
  classIds: string[];
  monthlyLink?: ReactNode;
}) {
  const t = useTranslations('attendance.register');
  const groupName = useGroupName();
  const [classId, setClassId] = useState(classIds[0] ?? '');
  const { date, register, state, dispatch, status, save, reopen } = useTodaysRegister(classId);
  const view = state.view;

  let body;
  if (classIds.length === 0) body = <p>{t('noClasses')}</p>;
  else if (register.isError && !view) body = <p role="alert">{t('loadError')}</p>;
  else if (!view) body = <PageStatus />;
  else if (view.holiday) body = <p>{t('holiday', { name: view.holiday.name })}</p>;
  else if (view.students.length === 0) body = <p>{t('noStudents')}</p>;
  else {
    body = (
      <RegisterTable
        state={{ ...state, view }}
        dispatch={dispatch}
        saving={status.kind === 'saving'}
        onSave={() => void save()}
      />
    );
  }

  return (
    <PageLayout title={t('title')} shortTitle={t('shortTitle')}>
      {classIds.length > 1 ? (
        <NativeSelect
          label={t('class')}
          value={classId}
          data={classIds.map((c) => ({ value: c, label: groupName(c) }))}
          onChange={(event) => setClassId(event.currentTarget.value)}
        />
      ) : (
        classId && <p>{`${t('class')}: ${groupName(classId)}`}</p>
      )}
      <p>
        {t('date')}: <time dateTime={date}>{date}</time>
      </p>
      <StatusLine status={status} version={view?.version ?? 0} onReopen={() => void reopen()} />
      {body}
      {monthlyLink}
    </PageLayout>
  );
}

function StatusLine({
  status,
  version,
  onReopen,
}: {
  status: SaveStatus;
  version: number;
  onReopen: () => void;
}) {
  const t = useTranslations('attendance.register');
  const m = useMsg();
  if (status.kind === 'conflict') {
    return (
      <div role="alert">
        <p>{t('conflict')}</p>
        <Button variant="outline" onClick={onReopen}>
          {t('reload')}
        </Button>
      </div>
    );
  }
  if (status.kind === 'error') return <p role="alert">{m(status.message)}</p>;
  let text = version > 0 ? t('saved', { version }) : t('notSaved');
  if (status.kind === 'kept') text = t('kept');
  if (status.kind === 'saving') text = t('saving');
  return <p role="status">{text}</p>;
}
