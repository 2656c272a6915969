import { Alert, Button, Group, Modal, Table, Text } from '@mantine/core';
import {
  TEACHER_MESSAGES,
  type EditPendingTeacherResponse,
  type PendingTeacher,
} from '@pragati/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { useEnabledClassCodes } from '../../../lib/programme-groups';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeletePendingTeacher } from '../api/delete-pending-teacher';
import { useEditPendingTeacher, type PendingTeacherEdit } from '../api/edit-pending-teacher';
import { usePendingTeachers } from '../api/pending-teachers';
import { CredentialsDialog } from './credentials-dialog';
import { PendingTeacherRow } from './pending-teacher-row';
import classes from './teachers-admin.module.css';

const toDraft = (record: PendingTeacher): PendingTeacherEdit => ({
  _id: record._id,
  teacherId: record.teacherId,
  teacherName: record.teacherName,
  email: record.email,
  teacherMNo: record.teacherMNo,
  classId: record.classId.join(', '),
});

/** Spec: Pending teacher upload errors (/admin/editteachers). */
export function PendingTeachersPage() {
  const session = readSession();
  const navigate = useNavigate();
  const pending = usePendingTeachers();
  const edit = useEditPendingTeacher();
  const remove = useDeletePendingTeacher();
  const [draft, setDraft] = useState<PendingTeacherEdit | null>(null);
  const [registered, setRegistered] = useState<EditPendingTeacherResponse | null>(null);
  const [toDelete, setToDelete] = useState<PendingTeacher | null>(null);
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

  const onSave = () => {
    if (!draft) return;
    edit.mutate(draft, {
      onSuccess: (answer) => {
        setDraft(null);
        if (answer.credentials?.length) setRegistered(answer);
        else toast.info(answer.msg);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: (answer) => toast.success(answer.msg),
      onError: (error) => toast.error(error.message),
      onSettled: () => setToDelete(null),
    });
  };

  let body;
  if (pending.isPending) body = <PageStatus />;
  else if (pending.isError)
    body = (
      <p className={classes.error}>{common('errorText', { message: pending.error.message })}</p>
    );
  else if (empty) body = <PageStatus>{m(TEACHER_MESSAGES.noPending)}</PageStatus>;
  else
    body = (
      <div className={classes.tableWrap}>
        <Table withTableBorder striped className={classes.table}>
          <Table.Caption className={classes.caption}>
            {t('pendingCaption', { count: pending.data.count })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.teacherId')}</Table.Th>
              <Table.Th scope="col">{t('columns.teacherName')}</Table.Th>
              <Table.Th scope="col">{t('columns.email')}</Table.Th>
              <Table.Th scope="col">{t('columns.teacherMNo')}</Table.Th>
              <Table.Th scope="col">{t('columns.classId')}</Table.Th>
              <Table.Th scope="col">{t('columns.error')}</Table.Th>
              <Table.Th scope="col" className="no-print">
                {t('columns.actions')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pending.data.data.map((record, index) => (
              <PendingTeacherRow
                key={record._id}
                record={record}
                rowNumber={index + 1}
                draft={draft?._id === record._id ? draft : null}
                saving={edit.isPending}
                onEdit={() => setDraft(toDraft(record))}
                onChange={setDraft}
                onCancel={() => setDraft(null)}
                onSave={onSave}
                onDelete={() => setToDelete(record)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>
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
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('deletePendingRow')}
        centered
      >
        <Text mb="md">
          {toDelete?.teacherId
            ? t('deletePendingOf', { id: toDelete.teacherId })
            : t('deletePending')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {common('cancel')}
          </Button>
          <Button color="red" onClick={onDelete} loading={remove.isPending}>
            {t('deletePendingRow')}
          </Button>
        </Group>
      </Modal>
    </PageLayout>
  );
}
