import { Button, Group, Modal, Text } from '@mantine/core';
import { TEACHER_MESSAGES, type Teacher } from '@pragati/domain';
import { useState } from 'react';
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
    <Modal opened={teacher !== null} onClose={close} title="Delete teacher" centered>
      {teacher && (
        <>
          <dl className={classes.fields}>
            <dt>ID</dt>
            <dd>{teacher.teacherId}</dd>
            <dt>Name</dt>
            <dd>{teacher.teacherName}</dd>
            <dt>Email</dt>
            <dd>{teacher.email}</dd>
            <dt>Mobile</dt>
            <dd>{teacher.teacherMNo}</dd>
            <dt>Class ID</dt>
            <dd>{teacher.classId.join(', ') || 'None'}</dd>
          </dl>
          <div role="status" aria-live="polite">
            {done && <p className={classes.success}>{TEACHER_MESSAGES.deleted}</p>}
          </div>
          {!done && (
            <Text size="sm" mb="md">
              The teacher&apos;s login account is deleted and their classes become unassigned.
              Students stay.
            </Text>
          )}
          <Group justify="flex-end">
            {done ? (
              <Button onClick={close}>Close</Button>
            ) : (
              <>
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button color="red" onClick={onSubmit} loading={remove.isPending}>
                  Delete teacher
                </Button>
              </>
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
