import { Button, NativeSelect, Table } from '@mantine/core';
import { ATTENDANCE_REASONS, type AttendanceReason } from '@pragati/domain';
import type { Dispatch } from 'react';
import { useTranslations } from 'use-intl';
import type { RegisterAction, RegisterState } from '../state/register-state';
import classes from './attendance.module.css';

/** One row per student: Present/Absent as one 44 px toggle, a reason once absent. */
export function RegisterTable({
  state,
  dispatch,
  saving,
  onSave,
}: {
  state: RegisterState & { view: NonNullable<RegisterState['view']> };
  dispatch: Dispatch<RegisterAction>;
  saving: boolean;
  onSave: () => void;
}) {
  const t = useTranslations('attendance.register');
  const r = useTranslations('attendance.reasons');
  const absentCount = Object.keys(state.absent).length;
  const reasons = [
    { value: '', label: t('noReason') },
    ...ATTENDANCE_REASONS.map((reason) => ({ value: reason, label: r(reason) })),
  ];
  return (
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
              <Table.Tr key={s.regNo}>
                <Table.Th scope="row">
                  <span className={classes.name}>{s.name}</span>
                  <span className={classes.regNo}>{s.regNo}</span>
                </Table.Th>
                <Table.Td>
                  <Button
                    variant={mark ? 'filled' : 'default'}
                    color={mark ? 'red.9' : undefined}
                    aria-pressed={Boolean(mark)}
                    aria-label={t(mark ? 'markPresent' : 'markAbsent', { name: s.name })}
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
                      data={reasons}
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
          {t('counts', { present: state.view.students.length - absentCount, absent: absentCount })}
        </p>
        <Button onClick={onSave} loading={saving}>
          {t('save')}
        </Button>
      </div>
    </>
  );
}
