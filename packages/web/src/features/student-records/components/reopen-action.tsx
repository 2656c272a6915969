import { Button, Group, Modal } from '@mantine/core';
import { findGroup, type StudentDetailsRecord } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName, useProgrammeStructure } from '../../../lib/programme-groups';
import { ApiError } from '../../../lib/api-client';
import { useReopenStudent } from '../api/reopen-student';

/**
 * Issue 29 part 6: the admin re-opens a completed student into year 1 of the group after their
 * last one, once the institute has enabled it (Secondary after Primary-II). The earlier record
 * stays; a confirmation says so before anything is sent.
 */
export function ReopenAction({
  record,
  onDone,
}: {
  record: StudentDetailsRecord;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('studentRecords.statusActions');
  const m = useMsg();
  const structure = useProgrammeStructure();
  const groupName = useGroupName();
  const reopen = useReopenStudent();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nextCode = findGroup(structure, record.currSection)?.next;
  const next = nextCode ? findGroup(structure, nextCode) : undefined;
  if (record.status !== 'completed' || !next?.enabled) return null;
  const classId = `${next.code}_1`;
  const into = groupName(classId);
  const submit = async () => {
    setError(null);
    try {
      const answer = await reopen.mutateAsync({ regNo: record.regNo, classId });
      setOpen(false);
      onDone(m(answer.msg));
    } catch (caught) {
      setError(caught instanceof ApiError ? m(caught.message) : t('reopenFailed'));
    }
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('reopen', { class: into })}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('reopen', { class: into })}>
        <p>{t('reopenIntro', { who: `${record.name} (${record.regNo})`, class: into })}</p>
        {error && <p role="alert">{error}</p>}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button loading={reopen.isPending} onClick={() => void submit()}>
            {t('reopenSubmit')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
