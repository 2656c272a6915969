import { Table, TextInput } from '@mantine/core';
import type { PendingTeacher } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import type { PendingTeacherEdit } from '../api/edit-pending-teacher';
import { RowEditActions } from './row-edit-actions';
import classes from './teachers-admin.module.css';

type Field = 'teacherId' | 'teacherName' | 'email' | 'teacherMNo' | 'classId';
const FIELDS: Field[] = ['teacherId', 'teacherName', 'email', 'teacherMNo', 'classId'];

/** One pending row: text, or inputs while it is edited (spec: editing makes its inputs editable). */
export function PendingTeacherRow({
  record,
  rowNumber,
  draft,
  saving,
  onEdit,
  onChange,
  onCancel,
  onSave,
  onDelete,
}: {
  record: PendingTeacher;
  rowNumber: number;
  draft: PendingTeacherEdit | null;
  saving: boolean;
  onEdit: () => void;
  onChange: (draft: PendingTeacherEdit) => void;
  onCancel: () => void;
  onSave: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('admin');
  const common = useTranslations('common');
  const name = record.teacherId || t('rowName', { number: rowNumber });
  const shown = (field: Field) => (field === 'classId' ? record.classId.join(', ') : record[field]);

  return (
    <Table.Tr>
      {FIELDS.map((field) => (
        <Table.Td key={field}>
          {draft ? (
            <TextInput
              className={classes.cellInput}
              aria-label={common('fieldOf', { label: t(`columns.${field}`), name })}
              value={draft[field]}
              onChange={(event) => onChange({ ...draft, [field]: event.currentTarget.value })}
            />
          ) : (
            shown(field)
          )}
        </Table.Td>
      ))}
      <Table.Td className={classes.reason}>{record.msg}</Table.Td>
      <Table.Td className={`${classes.actionsCell} no-print`}>
        <RowEditActions
          name={name}
          editing={draft !== null}
          saving={saving}
          deleteColor="red"
          onEdit={onEdit}
          onCancel={onCancel}
          onSave={onSave}
          onDelete={onDelete}
        />
      </Table.Td>
    </Table.Tr>
  );
}
