import { Alert, Text } from '@mantine/core';
import { TEACHER_MESSAGES } from '@pragati/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { useEnabledClassCodes } from '../../../lib/programme-groups';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usePendingTeachers } from '../api/pending-teachers';
import { CredentialsDialog } from './credentials-dialog';
import { DeletePendingTeacherModal } from './delete-pending-teacher-modal';
import { PendingTeachersTable } from './pending-teachers-table';
import classes from './teachers-admin.module.css';
import { usePendingTeacherEdits } from './use-pending-teacher-edits';

/** Spec: Pending teacher upload errors (/admin/editteachers). */
export function PendingTeachersPage() {
  const session = readSession();
  const navigate = useNavigate();
  const pending = usePendingTeachers();
  const edits = usePendingTeacherEdits();
  const { draft, setDraft, saving, onSave, registered, setRegistered } = edits;
  const { toDelete, setToDelete, deleting, onDelete } = edits;
  const t = useTranslations('admin');
  const common = useTranslations('common');
  const m = useMsg();
  const classCodes = useEnabledClassCodes();

  const empty = pending.data?.count === 0;
  useEffect(() => {
    // Spec: with no pending records, say so and go to the teacher list (once any new
    // credentials have been seen).
    if (!empty || registered) return;
    toast.info(TEACHER_MESSAGES.noPending, { id: 'no-pending-teachers' });
    void navigate(paths.admin.viewTeachers, { replace: true });
  }, [empty, registered, navigate]);

  let body;
  if (pending.isPending) body = <PageStatus />;
  else if (pending.isError)
    body = (
      <p className={classes.error}>{common('errorText', { message: pending.error.message })}</p>
    );
  else if (empty) body = <PageStatus>{m(TEACHER_MESSAGES.noPending)}</PageStatus>;
  else
    body = (
      <PendingTeachersTable
        records={pending.data.data}
        count={pending.data.count}
        draft={draft}
        saving={saving}
        onDraft={setDraft}
        onSave={onSave}
        onDelete={setToDelete}
      />
    );

  return (
    <PageLayout title={t('pendingTitle')} userId={session?.userId} backTo={paths.admin.home}>
      <Alert color="blue" mb="md" title={t('note')} classNames={{ title: classes.alertTitle }}>
        {m(TEACHER_MESSAGES.classNote(classCodes.join(', ')))}
      </Alert>
      {body}
      <CredentialsDialog
        opened={registered !== null}
        title={t('teacherRegistered')}
        credentials={registered?.credentials ?? []}
        onContinue={() => {
          if (registered) toast.success(registered.msg);
          setRegistered(null);
        }}
      >
        {registered && <Text className={classes.note}>{registered.msg}</Text>}
      </CredentialsDialog>
      <DeletePendingTeacherModal
        record={toDelete}
        deleting={deleting}
        onClose={() => setToDelete(null)}
        onDelete={onDelete}
      />
    </PageLayout>
  );
}
