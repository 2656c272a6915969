import { Button, Group, Table, TextInput } from '@mantine/core';
import { type Teacher, teacherClassesText } from '@pragati/domain';
import type { TeacherEdit } from '../api/update-teacher';
import classes from './teachers.module.css';

type Field = 'teacherName' | 'email' | 'teacherMNo' | 'classId';
const EDITABLE: { field: Field; label: string }[] = [
  { field: 'teacherName', label: 'Name' },
  { field: 'email', label: 'Email' },
  { field: 'teacherMNo', label: 'Mobile' },
  { field: 'classId', label: 'Class ID' },
];

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
  // Classes read by their display names ("Primary-I-2"); the edit box takes the codes.
  const shown = (field: Field) =>
    field === 'classId' ? teacherClassesText(teacher.classId) : teacher[field];
  return (
    <Table.Tr>
      <Table.Th scope="row">{teacher.teacherId}</Table.Th>
      {EDITABLE.map(({ field, label }) => (
        <Table.Td key={field}>
          {draft ? (
            <TextInput
              className={classes.cellInput}
              aria-label={`${label} (${teacher.teacherId})`}
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
                  aria-label={`Save ${teacher.teacherId}`}
                >
                  Save
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={onCancel}
                  aria-label={`Cancel ${teacher.teacherId}`}
                >
                  Cancel
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="xs"
                  variant="default"
                  onClick={onEdit}
                  aria-label={`Edit ${teacher.teacherId}`}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={onDelete}
                  aria-label={`Delete ${teacher.teacherId}`}
                >
                  Delete
                </Button>
              </>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
