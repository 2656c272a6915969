import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useEnabledClassCodes } from '../../../lib/programme-groups';
import { toast } from '../../../lib/toast';
import { type TeacherEdit, useUpdateTeacher } from '../api/update-teacher';
import {
  localTeacherErrors,
  serverTeacherErrors,
  type TeacherFieldErrors,
} from './teacher-field-errors';

/**
 * The admin's edit of one teacher row: the draft, and why its last save was refused.
 * Issue 26 item 17: a refused edit says why on the row's fields, not only in a toast; the
 * errors stay until the next Save or Cancel (a new object only then: the row focuses on it).
 */
export function useTeacherEdits() {
  const t = useTranslations('teacherAccounts');
  const m = useMsg();
  const update = useUpdateTeacher();
  const classCodes = useEnabledClassCodes();
  const [draft, setDraft] = useState<TeacherEdit | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TeacherFieldErrors>({});
  const editRow = (next: TeacherEdit | null) => {
    setDraft(next);
    setFieldErrors({});
  };
  const onSave = (teacherId: string) => {
    if (!draft) return;
    const local = localTeacherErrors(draft, teacherId, classCodes);
    const messages = Object.values(local).flat().map(m);
    if (messages.length > 0) {
      setFieldErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, v.map(m)])));
      toast.error(messages.join(' '));
      return;
    }
    update.mutate(draft, {
      onSuccess: (saved) => {
        editRow(null);
        toast.success(t('updated', { id: saved.teacherId }));
      },
      onError: (error) => {
        setFieldErrors(serverTeacherErrors(error, draft) ?? {});
        toast.error(error.message);
      },
    });
  };
  return { draft, setDraft, fieldErrors, editRow, onSave, saving: update.isPending };
}
