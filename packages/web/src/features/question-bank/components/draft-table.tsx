import { Badge, Button, Group, Table, Textarea } from '@mantine/core';
import { QUESTION_MAX_LENGTH } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { BilingualQuestion } from './bilingual-question';
import type { DraftItem } from './editor-draft';
import classes from './question-bank.module.css';
import type { useQuestionDraft } from './use-question-draft';

type Draft = ReturnType<typeof useQuestionDraft>;

/** The draft's items in order, each with its number, its texts and its actions. */
export function DraftTable({ title, draft }: { title: string; draft: Draft }) {
  const t = useTranslations('questionBank');
  const items = draft.draft;
  return (
    <Table withTableBorder striped>
      <Table.Caption>{t('editor.caption', { title })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" className={classes.numberCell}>
            {t('number')}
          </Table.Th>
          <Table.Th scope="col">{t('question')}</Table.Th>
          <Table.Th scope="col" className={classes.actionsCell}>
            {t('actions')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((d, index) => (
          <Table.Tr key={d.key}>
            <Table.Td className={classes.numberCell}>{draft.numbers.get(d.key) ?? '—'}</Table.Td>
            <Table.Td>
              <QuestionCell item={d} number={draft.numbers.get(d.key) ?? 0} draft={draft} />
            </Table.Td>
            <Table.Td className={classes.actionsCell}>
              <RowActions item={d} index={index} last={index === items.length - 1} draft={draft} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A kept item's English and (optional) Hindi texts to edit; a retired one's, struck through. */
function QuestionCell({
  item: d,
  number,
  draft,
}: {
  item: DraftItem;
  number: number;
  draft: Draft;
}) {
  const t = useTranslations('questionBank');
  if (d.retire)
    return (
      <>
        <span className={classes.retiredText}>
          <BilingualQuestion question={d.question} questionHi={d.questionHi || null} />
        </span>{' '}
        <Badge color="gray" variant="outline">
          {t('editor.willRetire')}
        </Badge>
      </>
    );
  return (
    <>
      <Textarea
        aria-label={t('editor.questionLabel', { n: number })}
        value={d.question}
        maxLength={QUESTION_MAX_LENGTH}
        autosize
        minRows={1}
        maxRows={6}
        onChange={(e) => draft.update(d.key, { question: e.currentTarget.value })}
      />
      {/* Optional; the checklist shows it to teachers who chose Hindi. */}
      <Textarea
        mt={6}
        lang="hi"
        label={t('editor.hindiLabel')}
        aria-label={t('editor.hindiField', { n: number })}
        value={d.questionHi}
        maxLength={QUESTION_MAX_LENGTH}
        autosize
        minRows={1}
        maxRows={6}
        onChange={(e) => draft.update(d.key, { questionHi: e.currentTarget.value })}
      />
    </>
  );
}

/**
 * Move up / Move down (so the keyboard works as well as the mouse), then Remove for a new item
 * or Retire / Keep for a saved one.
 */
function RowActions({
  item: d,
  index,
  last,
  draft,
}: {
  item: DraftItem;
  index: number;
  last: boolean;
  draft: Draft;
}) {
  const t = useTranslations('questionBank');
  const name = draft.rowName(d);
  const first = index === 0;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        aria-label={t('editor.moveUpLabel', { name })}
        aria-disabled={first}
        data-disabled={first || undefined}
        onClick={() => draft.move(index, -1)}
      >
        {t('editor.moveUp')}
      </Button>
      <Button
        size="xs"
        variant="default"
        aria-label={t('editor.moveDownLabel', { name })}
        aria-disabled={last}
        data-disabled={last || undefined}
        onClick={() => draft.move(index, 1)}
      >
        {t('editor.moveDown')}
      </Button>
      {d.itemId === undefined ? (
        <Button
          size="xs"
          variant="default"
          aria-label={t('editor.removeLabel', { name })}
          onClick={() => draft.remove(d.key)}
        >
          {t('editor.remove')}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          aria-label={
            d.retire ? t('editor.keepLabel', { name }) : t('editor.retireLabel', { name })
          }
          onClick={() => draft.update(d.key, { retire: !d.retire })}
        >
          {d.retire ? t('editor.keep') : t('editor.retire')}
        </Button>
      )}
    </Group>
  );
}
