import { Table, TextInput } from '@mantine/core';
import { type Teacher, teacherClassesText } from '@pragati/domain';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { useGroupName } from '../../../lib/programme-groups';
import type { TeacherEdit } from '../api/update-teacher';
import { RowEditActions } from './row-edit-actions';
import type { TeacherField, TeacherFieldErrors } from './teacher-field-errors';
import classes from './teachers.module.css';

type Field = TeacherField;
const EDITABLE: Field[] = ['teacherName', 'email', 'teacherMNo', 'classId'];

/** One teacher: text, or (admin, while editing) inputs; the ID is the login id and stays. */
export function TeacherRow({
  teacher,
  admin,
  draft,
  errors,
  saving,
  onEdit,
  onChange,
  onCancel,
  onSave,
  onDelete,
}: {
  teacher: Teacher;
  admin: boolean;
  draft: TeacherEdit | null;
  /** Why the last save was refused, per field (already in the user's language). */
  errors: TeacherFieldErrors;
  saving: boolean;
  onEdit: () => void;
  onChange: (draft: TeacherEdit) => void;
  onCancel: () => void;
  onSave: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('teacherAccounts');
  const common = useTranslations('common');
  const id = teacher.teacherId;
  // Classes read by their display names ("Primary-I-2"); the edit box takes the codes.
  // After a refused save the keyboard goes to the first field that says why.
  const groupName = useGroupName();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const firstWrong = EDITABLE.find((field) => errors[field]);
  useEffect(() => {
    if (firstWrong) inputs.current[firstWrong]?.focus();
  }, [firstWrong, errors]);
  const shown = (field: Field) =>
    field === 'classId' ? teacherClassesText(teacher.classId, groupName) : teacher[field];
  return (
    <Table.Tr>
      <Table.Th scope="row">{teacher.teacherId}</Table.Th>
      {EDITABLE.map((field) => (
        <Table.Td key={field}>
          {draft ? (
            <TextInput
              ref={(input) => {
                inputs.current[field] = input;
              }}
              className={classes.cellInput}
              aria-label={common('fieldOf', { label: t(`columns.${field}`), name: id })}
              value={draft[field]}
              error={errors[field]?.join(' ')}
              onChange={(event) => onChange({ ...draft, [field]: event.currentTarget.value })}
            />
          ) : (
            shown(field)
          )}
        </Table.Td>
      ))}
      {admin && (
        <Table.Td className={`${classes.actionsCell} no-print`}>
          <RowEditActions
            name={id}
            editing={draft !== null}
            saving={saving}
            onEdit={onEdit}
            onCancel={onCancel}
            onSave={onSave}
            onDelete={onDelete}
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
}
