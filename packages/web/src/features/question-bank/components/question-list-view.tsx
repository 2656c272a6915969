import { Button, Group, Table, Text } from '@mantine/core';
import type { QuestionList } from '@pragati/domain';
import { BilingualQuestion } from './bilingual-question';
import { formatSavedAt, listTitle, SOURCE_LABELS } from './format';
import classes from './question-bank.module.css';
import { VersionHistory } from './version-history';

export function VersionLine({ list }: { list: QuestionList }) {
  if (list.version === null || !list.createdAt) {
    return <p className={classes.meta}>No version saved yet.</p>;
  }
  return (
    <p className={classes.meta}>
      Version {list.version} · {SOURCE_LABELS[list.source ?? 'edit']} · saved{' '}
      {formatSavedAt(list.createdAt)} by {list.createdBy}
      {list.note ? ` · ${list.note}` : ''}
    </p>
  );
}

export function RetiredItems({ list }: { list: QuestionList }) {
  if (list.retired.length === 0) return null;
  return (
    <details className={classes.details}>
      <summary>Retired items ({list.retired.length})</summary>
      <Text size="sm" mb="xs">
        Asked by earlier versions and no longer by the current one. Term reports that asked them
        keep them.
      </Text>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Last wording</Table.Th>
            <Table.Th scope="col">Last asked in version</Table.Th>
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
  return (
    <>
      <VersionLine list={list} />
      {list.items.length === 0 ? (
        <Text my="md">No items yet. Add them with Edit list, or import a file.</Text>
      ) : (
        <Table withTableBorder striped>
          <Table.Caption>
            {title}: {list.items.length} items
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.numberCell}>
                No
              </Table.Th>
              <Table.Th scope="col">Question</Table.Th>
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
        <Button onClick={onEdit}>Edit list</Button>
      </Group>
      <RetiredItems list={list} />
      <VersionHistory section={list.section} category={list.category} />
    </>
  );
}
