import { Button, Modal, Table, Text } from '@mantine/core';
import type { Category, Section } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useQuestionHistory } from '../api/get-question-history';
import { useQuestionVersion } from '../api/get-question-version';
import { BilingualQuestion } from './bilingual-question';
import { formatSavedAt, listTitle, SOURCE_LABELS } from './format';
import classes from './question-bank.module.css';

function VersionItems({ versionId, onClose }: { versionId: number; onClose: () => void }) {
  const version = useQuestionVersion(versionId);
  const data = version.data;
  const t = useTranslations('questionBank');
  const title = data
    ? t('history.versionTitle', {
        title: listTitle(data.section, data.category),
        version: data.version,
      })
    : t('history.version');
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {version.isPending && <Text role="status">{t('history.loading')}</Text>}
      {version.isError && <Text role="alert">{version.error.message}</Text>}
      {data && (
        <Table withTableBorder striped>
          <Table.Caption>
            {t('history.savedBy', { savedAt: formatSavedAt(data.createdAt), by: data.createdBy })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.numberCell}>
                {t('number')}
              </Table.Th>
              <Table.Th scope="col">{t('question')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={item.itemId}>
                <Table.Td className={classes.numberCell}>{item.no}</Table.Td>
                <Table.Td>
                  <BilingualQuestion question={item.question} questionHi={item.questionHi} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}

/** Every saved version of a list; each can be opened to read its items as they were. */
export function VersionHistory({ section, category }: { section: Section; category: Category }) {
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const history = useQuestionHistory(section, category, open);
  const t = useTranslations('questionBank');

  return (
    <details className={classes.details} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('history.summary')}</summary>
      {history.isPending && open && <Text role="status">{t('history.loading')}</Text>}
      {history.isError && <Text role="alert">{history.error.message}</Text>}
      {history.data && (
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('history.version')}</Table.Th>
              <Table.Th scope="col">{t('history.saved')}</Table.Th>
              <Table.Th scope="col">{t('history.by')}</Table.Th>
              <Table.Th scope="col">{t('history.how')}</Table.Th>
              <Table.Th scope="col">{t('history.items')}</Table.Th>
              <Table.Th scope="col">{t('history.note')}</Table.Th>
              <Table.Th scope="col">
                <span className="no-print">{t('actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.data.map((v) => (
              <Table.Tr key={v.versionId}>
                <Table.Td>{v.version}</Table.Td>
                <Table.Td>{formatSavedAt(v.createdAt)}</Table.Td>
                <Table.Td>{v.createdBy}</Table.Td>
                <Table.Td>{SOURCE_LABELS[v.source]}</Table.Td>
                <Table.Td>{v.itemCount}</Table.Td>
                <Table.Td>{v.note ?? ''}</Table.Td>
                <Table.Td className={classes.actionsCell}>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setViewing(v.versionId)}
                    aria-label={t('history.viewLabel', { version: v.version })}
                  >
                    {t('history.view')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {viewing !== null && <VersionItems versionId={viewing} onClose={() => setViewing(null)} />}
    </details>
  );
}
