import { Button } from '@mantine/core';
import {
  displayDate,
  ERASURE_MESSAGES,
  mayUndoTransfer,
  STUDENT_STATUS_MESSAGES,
  type StudentDetailsRecord,
} from '@pragati/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { useGroupName } from '../../../lib/programme-groups';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useEraseStudent } from '../api/erase-student';
import { useRestoreStudent } from '../api/restore-student';
import { useUndoTransfer } from '../api/undo-transfer';
import { useWithdrawStudent } from '../api/withdraw-student';
import classes from './students.module.css';
import { ConfirmStatusDialog, type StatusDialogValues } from './confirm-status-dialog';
import { ReopenAction } from './reopen-action';

type Open = 'withdraw' | 'restore' | 'undo' | 'erase' | null;

/**
 * The admin's status actions on the student details screen (decisions §7, issue 14 parts 1 and
 * 8): withdraw an active student, restore one who left, undo the last year-end transfer. The
 * outcome is announced on the page (role status) as well as in a toast, which fades.
 */
export function StudentStatusActions({ record }: { record: StudentDetailsRecord }) {
  const t = useTranslations('studentRecords.statusActions');
  const groupName = useGroupName();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The button that opened the dialog goes once the record changes (Withdraw becomes Restore):
  // the keyboard's place is the outcome, once the changed record is on screen.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done, record.status, record.classId, record.currTerm]);
  const withdraw = useWithdrawStudent();
  const restore = useRestoreStudent();
  const undo = useUndoTransfer();
  const erase = useEraseStudent();
  const navigate = useNavigate();
  const adminID = readSession()?.userId ?? '';
  const who = `${record.name} (${record.regNo})`;
  const where = t('where', { class: groupName(record.classId), term: record.currTerm });

  const finished = (message: string) => {
    setDone(message);
    toast.success(message);
  };
  const confirm = (values: StatusDialogValues) => ({
    adminID,
    confirmationPassword: values.password,
  });

  return (
    <>
      {record.status === 'active' && (
        <Button color="red.9" onClick={() => setOpen('withdraw')}>
          {t('withdraw')}
        </Button>
      )}
      {record.status === 'left' && (
        <Button onClick={() => setOpen('restore')}>{t('restore')}</Button>
      )}
      {mayUndoTransfer(record) && (
        <Button variant="default" onClick={() => setOpen('undo')}>
          {t('undo')}
        </Button>
      )}
      <ReopenAction record={record} onDone={finished} />
      {(record.status === 'left' || record.status === 'completed') && (
        <Button color="red.9" variant="outline" onClick={() => setOpen('erase')}>
          {t('erase')}
        </Button>
      )}
      <p role="status" className={classes.statusNote} ref={doneRef} tabIndex={-1}>
        {done}
      </p>

      <ConfirmStatusDialog
        opened={open === 'withdraw'}
        onClose={() => setOpen(null)}
        title={t('withdraw')}
        intro={<p>{t('withdrawIntro', { who })}</p>}
        textLabel={t('withdrawReason')}
        textDescription={t('withdrawExample')}
        submitLabel={t('withdraw')}
        pending={withdraw.isPending}
        onSubmit={async (values) => {
          const answer = await withdraw.mutateAsync({
            regNo: record.regNo,
            ...confirm(values),
            ...(values.text ? { reason: values.text } : {}),
          });
          finished(answer.msg);
        }}
      />
      <ConfirmStatusDialog
        opened={open === 'restore'}
        onClose={() => setOpen(null)}
        title={t('restore')}
        intro={<p>{t('restoreIntro', { who, date: displayDate(record.leftOn), where })}</p>}
        textLabel={t('restoreNote')}
        textDescription={t('restoreHint')}
        submitLabel={t('restore')}
        pending={restore.isPending}
        onSubmit={async (values) => {
          const answer = await restore.mutateAsync({
            regNo: record.regNo,
            ...confirm(values),
            ...(values.text ? { note: values.text } : {}),
          });
          finished(answer.msg);
        }}
      />
      <ConfirmStatusDialog
        opened={open === 'undo'}
        onClose={() => setOpen(null)}
        title={t('undo')}
        intro={
          <>
            <p>{t('undoIntro', { who })}</p>
            <p>{t('undoRefused')}</p>
          </>
        }
        textLabel={t('undoReason')}
        textDescription={t('undoHint')}
        textRequired={STUDENT_STATUS_MESSAGES.reasonRequired}
        submitLabel={t('undoSubmit')}
        pending={undo.isPending}
        onSubmit={async (values) => {
          const answer = await undo.mutateAsync({
            regNo: record.regNo,
            ...confirm(values),
            reason: values.text,
          });
          finished(answer.msg);
        }}
      />
      <ConfirmStatusDialog
        opened={open === 'erase'}
        onClose={() => setOpen(null)}
        title={t('erase')}
        intro={
          <>
            <p>{t('eraseIntro', { who })}</p>
            <p>{t.rich('eraseWarning', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
          </>
        }
        textLabel={t('eraseConfirm', { regNo: record.regNo })}
        textRequired={ERASURE_MESSAGES.confirmRegNo}
        submitLabel={t('erase')}
        pending={erase.isPending}
        onSubmit={async (values) => {
          const answer = await erase.mutateAsync({
            regNo: record.regNo,
            body: { ...confirm(values), confirmRegNo: values.text.trim() },
          });
          toast.success(answer.msg);
          // The record is gone under this regNo: back to the list (the toast says what happened).
          await navigate(paths.admin.viewStudents);
        }}
      />
    </>
  );
}
