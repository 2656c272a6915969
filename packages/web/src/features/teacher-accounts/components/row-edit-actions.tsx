import { Button, Group } from '@mantine/core';
import { useTranslations } from 'use-intl';

/**
 * The buttons of one editable teacher row: Save and Cancel while it is edited, Edit and Delete
 * otherwise; each labelled with the row's name so a screen reader tells the rows apart.
 */
export function RowEditActions({
  name,
  editing,
  saving,
  deleteColor,
  onEdit,
  onCancel,
  onSave,
  onDelete,
}: {
  name: string;
  editing: boolean;
  saving: boolean;
  /** The pending rows' Delete is red; the registered teachers' is the default colour. */
  deleteColor?: string;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  onDelete: () => void;
}) {
  const common = useTranslations('common');
  return (
    <Group gap="xs" wrap="nowrap">
      {editing ? (
        <>
          <Button
            size="xs"
            onClick={onSave}
            loading={saving}
            aria-label={common('saveItem', { name })}
          >
            {common('save')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={onCancel}
            aria-label={common('cancelItem', { name })}
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
            aria-label={common('editItem', { name })}
          >
            {common('edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color={deleteColor}
            onClick={onDelete}
            aria-label={common('deleteItem', { name })}
          >
            {common('delete')}
          </Button>
        </>
      )}
    </Group>
  );
}
