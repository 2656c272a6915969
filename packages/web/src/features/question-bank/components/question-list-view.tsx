import { Button, Group, Table, Text } from '@mantine/core';
import type { QuestionList } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { BilingualQuestion } from './bilingual-question';
import { formatSavedAt, listTitle, SOURCE_LABELS } from './format';
import classes from './question-bank.module.css';
import { VersionHistory } from './version-history';

export function VersionLine({ list }: { list: QuestionList }) {
  const t = useTranslations('questionBank');
  if (list.version === null || !list.createdAt) {
    return <p className={classes.meta}>{t('noVersion')}</p>;
  }
  return (
    <p className={classes.meta}>
      {t('versionLine', {
        version: list.version,
        source: SOURCE_LABELS[list.source ?? 'edit'],
        savedAt: formatSavedAt(list.createdAt),
        by: list.createdBy ?? '',
      })}
      {list.note ? ` · ${list.note}` : ''}
    </p>
  );
}

export function RetiredItems({ list }: { list: QuestionList }) {
  const t = useTranslations('questionBank');
  if (list.retired.length === 0) return null;
  return (
    <details className={classes.details}>
      <summary>{t('retiredItems', { count: list.retired.length })}</summary>
      <Text size="sm" mb="xs">
        {t('retiredHelp')}
      </Text>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('lastWording')}</Table.Th>
            <Table.Th scope="col">{t('lastAsked')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.retired.map((item) => (
            <Table.Tr key={item.itemId}>
              <Table.Td>
                <BilingualQuestion question={item.question} questionHi={item.questionHi} />
              </Table.Td>
              <Table.Td>{item.lastVersion}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}

/** A list as it stands, read-only, with the way into editing it. */
export function QuestionListView({ list, onEdit }: { list: QuestionList; onEdit: () => void }) {
  const title = listTitle(list.section, list.category);
  const t = useTranslations('questionBank');
  return (
    <>
      <VersionLine list={list} />
      {list.items.length === 0 ? (
        <Text my="md">{t('noItems')}</Text>
      ) : (
        <Table withTableBorder striped>
          <Table.Caption>{t('listCaption', { title, count: list.items.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.numberCell}>
                {t('number')}
              </Table.Th>
              <Table.Th scope="col">{t('question')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((item) => (
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
      <Group mt="md" className="no-print">
        <Button onClick={onEdit}>{t('editList')}</Button>
      </Group>
      <RetiredItems list={list} />
      <VersionHistory section={list.section} category={list.category} />
    </>
  );
}
