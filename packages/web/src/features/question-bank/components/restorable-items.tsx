import { Button, Table } from '@mantine/core';
import type { RetiredQuestion } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { BilingualQuestion } from './bilingual-question';
import classes from './question-bank.module.css';

/** The editor's items retired by earlier versions, each of which can come back with its id. */
export function RestorableItems({
  items,
  onRestore,
}: {
  items: readonly RetiredQuestion[];
  onRestore: (itemId: number, question: string, questionHi: string | null) => void;
}) {
  const t = useTranslations('questionBank');
  if (items.length === 0) return null;
  return (
    <details className={classes.details}>
      <summary>{t('editor.retiredEarlier', { count: items.length })}</summary>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('lastWording')}</Table.Th>
            <Table.Th scope="col" className={classes.actionsCell}>
              {t('actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((r) => (
            <Table.Tr key={r.itemId}>
              <Table.Td>
                <BilingualQuestion question={r.question} questionHi={r.questionHi} />
              </Table.Td>
              <Table.Td className={classes.actionsCell}>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('editor.restoreLabel', { text: r.question.slice(0, 40) })}
                  onClick={() => onRestore(r.itemId, r.question, r.questionHi)}
                >
                  {t('editor.restore')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}
