import { Button, Group, Table, TextInput } from '@mantine/core';
import type { PendingTeacher } from '@pragati/domain';
import type { PendingTeacherEdit } from '../api/edit-pending-teacher';
import classes from './teachers-admin.module.css';

type Field = 'teacherId' | 'teacherName' | 'email' | 'teacherMNo' | 'classId';
const FIELDS: { field: Field; label: string }[] = [
  { field: 'teacherId', label: 'ID' },
  { field: 'teacherName', label: 'Name' },
  { field: 'email', label: 'Email' },
  { field: 'teacherMNo', label: 'Mobile' },
  { field: 'classId', label: 'Class ID' },
];

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
  const name = record.teacherId || `row ${rowNumber}`;
  const shown = (field: Field) => (field === 'classId' ? record.classId.join(', ') : record[field]);

  return (
    <Table.Tr>
      {FIELDS.map(({ field, label }) => (
        <Table.Td key={field}>
          {draft ? (
            <TextInput
              className={classes.cellInput}
              aria-label={`${label} (${name})`}
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
        <Group gap="xs" wrap="nowrap">
          {draft ? (
            <>
              <Button size="xs" onClick={onSave} loading={saving} aria-label={`Save ${name}`}>
                Save
              </Button>
              <Button size="xs" variant="default" onClick={onCancel} aria-label={`Cancel ${name}`}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
                Edit
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={onDelete}
                aria-label={`Delete ${name}`}
              >
                Delete
              </Button>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
