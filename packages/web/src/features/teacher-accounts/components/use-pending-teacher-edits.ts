import type { EditPendingTeacherResponse, PendingTeacher } from '@pragati/domain';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useDeletePendingTeacher } from '../api/delete-pending-teacher';
import { useEditPendingTeacher, type PendingTeacherEdit } from '../api/edit-pending-teacher';

/**
 * The pending rows' edits: the row being edited (`draft`), the row asked about for deletion
 * (`toDelete`) and, after a save registered a teacher, the answer with the new credentials.
 */
export function usePendingTeacherEdits() {
  const edit = useEditPendingTeacher();
  const remove = useDeletePendingTeacher();
  const [draft, setDraft] = useState<PendingTeacherEdit | null>(null);
  const [registered, setRegistered] = useState<EditPendingTeacherResponse | null>(null);
  const [toDelete, setToDelete] = useState<PendingTeacher | null>(null);

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

  return {
    draft,
    setDraft,
    saving: edit.isPending,
    onSave,
    registered,
    setRegistered,
    toDelete,
    setToDelete,
    deleting: remove.isPending,
    onDelete,
  };
}
