import { Button } from '@mantine/core';
import {
  classDisplayName,
  displayDate,
  ERASURE_MESSAGES,
  mayUndoTransfer,
  STUDENT_STATUS_MESSAGES,
  type StudentDetailsRecord,
} from '@pragati/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useEraseStudent } from '../api/erase-student';
import { useRestoreStudent } from '../api/restore-student';
import { useUndoTransfer } from '../api/undo-transfer';
import { useWithdrawStudent } from '../api/withdraw-student';
import classes from './students.module.css';
import { ConfirmStatusDialog, type StatusDialogValues } from './confirm-status-dialog';

type Open = 'withdraw' | 'restore' | 'undo' | 'erase' | null;

/**
 * The admin's status actions on the student details screen (decisions §7, issue 14 parts 1 and
 * 8): withdraw an active student, restore one who left, undo the last year-end transfer. The
 * outcome is announced on the page (role status) as well as in a toast, which fades.
 */
export function StudentStatusActions({ record }: { record: StudentDetailsRecord }) {
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
  const where = `${classDisplayName(record.classId)}, Term ${record.currTerm}`;

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
          Withdraw student
        </Button>
      )}
      {record.status === 'left' && (
        <Button onClick={() => setOpen('restore')}>Restore student</Button>
      )}
      {mayUndoTransfer(record) && (
        <Button variant="default" onClick={() => setOpen('undo')}>
          Undo last transfer
        </Button>
      )}
      {(record.status === 'left' || record.status === 'completed') && (
        <Button color="red.9" variant="outline" onClick={() => setOpen('erase')}>
          Erase personal data
        </Button>
      )}
      <p role="status" className={classes.statusNote} ref={doneRef} tabIndex={-1}>
        {done}
      </p>

      <ConfirmStatusDialog
        opened={open === 'withdraw'}
        onClose={() => setOpen(null)}
        title="Withdraw student"
        intro={
          <p>
            {who} will be recorded as having left today. The records are kept; the student’s account
            is closed and can no longer sign in. You can restore the student later.
          </p>
        }
        textLabel="Reason (optional)"
        textDescription="For example: the family moved away."
        submitLabel="Withdraw student"
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
        title="Restore student"
        intro={
          <p>
            {who} left on {displayDate(record.leftOn)}. Restoring makes the student active again in{' '}
            {where}, and the account can sign in again with its password.
          </p>
        }
        textLabel="Note (optional)"
        textDescription="Recorded in the audit log, for example why the student returned."
        submitLabel="Restore student"
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
        title="Undo last transfer"
        intro={
          <>
            <p>
              {who}’s last year-end transfer is taken back: the student returns to Term III of the
              year before, where the teacher can submit the year again. The new year’s Entry term
              and the transferred year’s comments and figures are removed (they stay in the audit
              log).
            </p>
            <p>This is refused once a checklist of the new year has been evaluated.</p>
          </>
        }
        textLabel="Reason"
        textDescription="Why the transfer was a mistake; recorded in the audit log."
        textRequired={STUDENT_STATUS_MESSAGES.reasonRequired}
        submitLabel="Undo transfer"
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
        title="Erase personal data"
        intro={
          <>
            <p>
              {who}’s name, registration details, health and family history, Aadhaar number,
              comments and account are erased for good. The assessment figures stay in the class
              statistics under an anonymous id.
            </p>
            <p>
              <strong>This cannot be undone.</strong> Backups made before now still hold the data.
            </p>
          </>
        }
        textLabel={`Type the registration number ${record.regNo} to confirm`}
        textRequired={ERASURE_MESSAGES.confirmRegNo}
        submitLabel="Erase personal data"
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
