import { Button, NativeSelect, Table } from '@mantine/core';
import {
  ATTENDANCE_REASONS,
  type AttendanceReason,
  classDisplayName,
  instituteDate,
} from '@pragati/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError, ConnectionError } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { saveRegister, useRegister } from '../api/register';
import { attendanceKeys } from '../api/query-keys';
import {
  readPendingRegister,
  sendPendingRegisters,
  writePendingRegister,
} from '../state/pending-registers';
import { initialRegister, registerBody, registerReducer } from '../state/register-state';
import classes from './attendance.module.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; version: number }
  | { kind: 'kept' }
  | { kind: 'conflict' }
  | { kind: 'error'; message: string };

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
  monthlyLink?: React.ReactNode;
}) {
  const t = useTranslations('attendance.register');
  const r = useTranslations('attendance.reasons');
  const m = useMsg();
  const queryClient = useQueryClient();
  const userId = readSession()?.userId ?? '';
  const [classId, setClassId] = useState(classIds[0] ?? '');
  const date = instituteDate(new Date());
  const key = { userId, classId, date };
  const register = useRegister(classId, date);
  const [state, dispatch] = useReducer(registerReducer, initialRegister);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    if (!register.data) return;
    let live = true;
    void readPendingRegister(key).then((kept) => {
      if (!live) return;
      dispatch({ type: 'loaded', view: register.data, kept });
      if (kept?.conflict) setStatus({ kind: 'conflict' });
      else if (kept) setStatus({ kind: 'kept' });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [register.data]);

  useEffect(() => {
    const back = () =>
      void sendPendingRegisters().then((sent) => {
        if (!sent) return;
        setStatus({ kind: 'idle' });
        void queryClient.invalidateQueries({ queryKey: ['attendance', 'register'] });
      });
    window.addEventListener('online', back);
    back();
    return () => window.removeEventListener('online', back);
  }, [queryClient]);

  async function save() {
    const body = registerBody(state);
    setStatus({ kind: 'saving' });
    try {
      const saved = await saveRegister(classId, date, body);
      await writePendingRegister(key, null);
      queryClient.setQueryData(attendanceKeys.register(classId, date), saved);
      dispatch({ type: 'saved', view: saved });
      setStatus({ kind: 'saved', version: saved.version });
    } catch (error) {
      if (error instanceof ConnectionError) {
        await writePendingRegister(key, body);
        setStatus({ kind: 'kept' });
      } else if (error instanceof ApiError && error.status === 409) {
        await writePendingRegister(key, { ...body, conflict: true });
        setStatus({ kind: 'conflict' });
      } else {
        setStatus({
          kind: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }

  async function reopen() {
    await writePendingRegister(key, null);
    setStatus({ kind: 'idle' });
    const fresh = await register.refetch();
    if (fresh.data) dispatch({ type: 'loaded', view: fresh.data, kept: null });
  }

  let body;
  if (classIds.length === 0) body = <p>{t('noClasses')}</p>;
  else if (register.isError && !state.view)
    body = (
      <p role="alert">
        {t('loadError')} {register.error.message}
      </p>
    );
  else if (!state.view) body = <PageStatus />;
  else if (state.view.holiday)
    body = <p role="status">{t('holiday', { name: state.view.holiday.name })}</p>;
  else if (state.view.students.length === 0) body = <p>{t('noStudents')}</p>;
  else {
    const absentCount = Object.keys(state.absent).length;
    body = (
      <>
        <p>{t('everyonePresent')}</p>
        <Table className={classes.register}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('student')}</Table.Th>
              <Table.Th scope="col">{t('mark')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.view.students.map((s) => {
              const mark = state.absent[s.regNo.toLowerCase()];
              return (
                <Table.Tr key={s.regNo} data-absent={mark ? 'true' : undefined}>
                  <Table.Th scope="row">
                    <span className={classes.name}>{s.name}</span>
                    <span className={classes.regNo}>{s.regNo}</span>
                  </Table.Th>
                  <Table.Td>
                    <Button
                      variant={mark ? 'filled' : 'light'}
                      color={mark ? 'red' : 'green'}
                      aria-pressed={Boolean(mark)}
                      aria-label={
                        mark
                          ? t('markPresent', { name: s.name })
                          : t('markAbsent', { name: s.name })
                      }
                      onClick={() => dispatch({ type: 'toggle', regNo: s.regNo })}
                      className={classes.mark}
                    >
                      {mark ? t('absent') : t('present')}
                    </Button>
                    {mark && (
                      <NativeSelect
                        label={t('reason', { name: s.name })}
                        className={classes.reason}
                        value={mark.reason ?? ''}
                        data={[
                          { value: '', label: t('noReason') },
                          ...ATTENDANCE_REASONS.map((reason) => ({
                            value: reason,
                            label: r(reason),
                          })),
                        ]}
                        onChange={(event) =>
                          dispatch({
                            type: 'reason',
                            regNo: s.regNo,
                            reason: (event.currentTarget.value || null) as AttendanceReason | null,
                          })
                        }
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <div className={classes.saveBar}>
          <p className={classes.counts}>
            {t('counts', {
              present: state.view.students.length - absentCount,
              absent: absentCount,
            })}
          </p>
          <Button onClick={() => void save()} loading={status.kind === 'saving'}>
            {t('save')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <PageLayout title={t('title')} shortTitle={t('shortTitle')}>
      {classIds.length > 1 && (
        <NativeSelect
          label={t('class')}
          value={classId}
          data={classIds.map((c) => ({ value: c, label: classDisplayName(c, m) }))}
          onChange={(event) => setClassId(event.currentTarget.value)}
        />
      )}
      {classIds.length === 1 && (
        <p>
          {t('class')}: {classDisplayName(classId, m)}
        </p>
      )}
      <p>
        {t('date')}: <time dateTime={date}>{date}</time>
      </p>
      <StatusLine
        status={status}
        savedVersion={state.view?.version ?? 0}
        onReopen={() => void reopen()}
      />
      {body}
      {monthlyLink}
    </PageLayout>
  );
}

function StatusLine({
  status,
  savedVersion,
  onReopen,
}: {
  status: Status;
  savedVersion: number;
  onReopen: () => void;
}) {
  const t = useTranslations('attendance.register');
  const m = useMsg();
  if (status.kind === 'kept') return <p role="status">{t('kept')}</p>;
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
  if (status.kind === 'saving') return <p role="status">{t('saving')}</p>;
  return (
    <p role="status">{savedVersion > 0 ? t('saved', { version: savedVersion }) : t('notSaved')}</p>
  );
}
