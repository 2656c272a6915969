import { Button, Group, Table, TextInput } from '@mantine/core';
import { type Teacher, teacherClassesText } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import type { TeacherEdit } from '../api/update-teacher';
import classes from './teachers.module.css';

type Field = 'teacherName' | 'email' | 'teacherMNo' | 'classId';
const EDITABLE: Field[] = ['teacherName', 'email', 'teacherMNo', 'classId'];

/** One teacher: text, or (admin, while editing) inputs; the ID is the login id and stays. */
export function TeacherRow({
  teacher,
  admin,
  draft,
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
  saving: boolean;
  onEdit: () => void;
  onChange: (draft: TeacherEdit) => void;
  onCancel: () => void;
  onSave: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('teachers');
  const common = useTranslations('common');
  const id = teacher.teacherId;
  // Classes read by their display names ("Primary-I-2"); the edit box takes the codes.
  const shown = (field: Field) =>
    field === 'classId' ? teacherClassesText(teacher.classId) : teacher[field];
  return (
    <Table.Tr>
      <Table.Th scope="row">{teacher.teacherId}</Table.Th>
      {EDITABLE.map((field) => (
        <Table.Td key={field}>
          {draft ? (
            <TextInput
              className={classes.cellInput}
              aria-label={common('fieldOf', { label: t(`columns.${field}`), name: id })}
              value={draft[field]}
              onChange={(event) => onChange({ ...draft, [field]: event.currentTarget.value })}
            />
          ) : (
            shown(field)
          )}
        </Table.Td>
      ))}
      {admin && (
        <Table.Td className={`${classes.actionsCell} no-print`}>
          <Group gap="xs" wrap="nowrap">
            {draft ? (
              <>
                <Button
                  size="xs"
                  onClick={onSave}
                  loading={saving}
                  aria-label={common('saveItem', { name: id })}
                >
                  {common('save')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={onCancel}
                  aria-label={common('cancelItem', { name: id })}
                >
                  {common('cancel')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="xs"
                  variant="default"
                  onClick={onEdit}
                  aria-label={common('editItem', { name: id })}
                >
                  {common('edit')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={onDelete}
                  aria-label={common('deleteItem', { name: id })}
                >
                  {common('delete')}
                </Button>
              </>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
