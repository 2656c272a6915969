import { Button, Group, Modal, Text } from '@mantine/core';
import type { PendingTeacher } from '@pragati/domain';
import { useTranslations } from 'use-intl';

/** Asks before a pending upload row is deleted; open while `record` is set. */
export function DeletePendingTeacherModal({
  record,
  deleting,
  onClose,
  onDelete,
}: {
  record: PendingTeacher | null;
  deleting: boolean;
  onClose: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('admin');
  const common = useTranslations('common');
  return (
    <Modal opened={record !== null} onClose={onClose} title={t('deletePendingRow')} centered>
      <Text mb="md">
        {record?.teacherId ? t('deletePendingOf', { id: record.teacherId }) : t('deletePending')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {common('cancel')}
        </Button>
        <Button color="red" onClick={onDelete} loading={deleting}>
          {t('deletePendingRow')}
        </Button>
      </Group>
    </Modal>
  );
}
