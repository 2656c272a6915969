import { Button, Group, Modal, Text } from '@mantine/core';
import { TEACHER_MESSAGES, type Teacher } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { toast } from '../../../lib/toast';
import { useDeleteTeacher } from '../api/delete-teacher';
import classes from './teachers.module.css';

/**
 * Spec: Delete opens a modal with the teacher's fields and shows 'DELETE SUCCESS'. Its button
 * says "Delete teacher", not the spec's "Submit" (issue 14 part 7: a delete names its action).
 * The teacher's account goes; their classes become unassigned; students stay.
 */
export function DeleteTeacherModal({
  teacher,
  onClose,
}: {
  teacher: Teacher | null;
  onClose: () => void;
}) {
  const remove = useDeleteTeacher();
  const [done, setDone] = useState(false);
  const t = useTranslations('teacherAccounts');
  const common = useTranslations('common');
  const m = useMsg();

  const close = () => {
    setDone(false);
    remove.reset();
    onClose();
  };

  const onSubmit = () => {
    if (!teacher) return;
    remove.mutate(teacher._id, {
      onSuccess: () => setDone(true),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Modal opened={teacher !== null} onClose={close} title={t('deleteTitle')} centered>
      {teacher && (
        <>
          <dl className={classes.fields}>
            <dt>{t('columns.teacherId')}</dt>
            <dd>{teacher.teacherId}</dd>
            <dt>{t('columns.teacherName')}</dt>
            <dd>{teacher.teacherName}</dd>
            <dt>{t('columns.email')}</dt>
            <dd>{teacher.email}</dd>
            <dt>{t('columns.teacherMNo')}</dt>
            <dd>{teacher.teacherMNo}</dd>
            <dt>{t('columns.classId')}</dt>
            <dd>{teacher.classId.join(', ') || t('noClasses')}</dd>
          </dl>
          <div role="status" aria-live="polite">
            {done && <p className={classes.success}>{m(TEACHER_MESSAGES.deleted)}</p>}
          </div>
          {!done && (
            <Text size="sm" mb="md">
              {t('deleteText')}
            </Text>
          )}
          <Group justify="flex-end">
            {done ? (
              <Button onClick={close}>{common('close')}</Button>
            ) : (
              <>
                <Button variant="default" onClick={close}>
                  {common('cancel')}
                </Button>
                <Button color="red" onClick={onSubmit} loading={remove.isPending}>
                  {t('deleteTitle')}
                </Button>
              </>
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
