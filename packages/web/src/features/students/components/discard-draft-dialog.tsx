import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * Issue 14 part 7: "Discard draft" wipes the whole intake, so it asks first; the confirming
 * button names the action.
 */
export function DiscardDraftDialog({
  opened,
  onCancel,
  onDiscard,
}: {
  opened: boolean;
  onCancel: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Discard this draft?" centered>
      <Text mb="md">
        Everything entered in this form is cleared, on both steps. This cannot be undone.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onDiscard}>
          Discard draft
        </Button>
      </Group>
    </Modal>
  );
}
