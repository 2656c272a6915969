import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslations } from 'use-intl';

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
  const t = useTranslations('studentRecords.discard');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('title')} centered>
      <Text mb="md">{t('text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('cancel')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('discard')}
        </Button>
      </Group>
    </Modal>
  );
}
