import {
  Alert,
  Badge,
  Button,
  Group,
  Table,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { QUESTION_BANK_MESSAGES, QUESTION_MAX_LENGTH, type QuestionList } from '@pragati/domain';
import { useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { msg } from '../../../i18n/locale-state';
import { toast } from '../../../lib/toast';
import { useSaveQuestionList } from '../api/save-question-list';
import { BilingualQuestion } from './bilingual-question';
import { type DraftItem, fromList, toRequest } from './editor-draft';
import { listTitle } from './format';
import { RestorableItems } from './restorable-items';
import classes from './question-bank.module.css';
import { VersionLine } from './question-list-view';

/**
 * Edits one list as a draft: reword, add, reorder (Move up / Move down, so the keyboard works as
 * well as the mouse) and retire. Save sends the whole list; the server keeps it as a new version.
 */
export function QuestionListEditor({ list, onDone }: { list: QuestionList; onDone: () => void }) {
  const [draft, setDraft] = useState<DraftItem[]>(() => fromList(list));
  const [newQuestion, setNewQuestion] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(0);
  const save = useSaveQuestionList();
  const t = useTranslations('questionBank');
  const title = listTitle(list.section, list.category);

  const numbers = new Map<string, number>();
  draft.filter((d) => !d.retire).forEach((d, i) => numbers.set(d.key, i + 1));
  const rowName = (d: DraftItem) => {
    const no = numbers.get(d.key);
    return no
      ? t('editor.rowName', { n: no })
      : t('editor.rowNameRetired', { text: d.question.slice(0, 40) });
  };

  const update = (key: string, change: Partial<DraftItem>) =>
    setDraft((items) => items.map((d) => (d.key === key ? { ...d, ...change } : d)));

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= draft.length) return;
    const items = [...draft];
    [items[index], items[target]] = [items[target]!, items[index]!];
    setDraft(items);
    setAnnouncement(t('editor.moved', { position: target + 1, total: items.length }));
  };

  const add = () => {
    const question = newQuestion.trim();
    if (!question) return setProblem(msg(QUESTION_BANK_MESSAGES.questionEmpty));
    nextKey.current += 1;
    setDraft((items) => [
      ...items,
      { key: `new-${nextKey.current}`, question, questionHi: '', retire: false },
    ]);
    setNewQuestion('');
    setProblem(null);
    setAnnouncement(t('editor.added', { n: numbers.size + 1 }));
  };

  const restore = (itemId: number, question: string, questionHi: string | null) => {
    setDraft((items) => [
      ...items,
      { key: `item-${itemId}`, itemId, question, questionHi: questionHi ?? '', retire: false },
    ]);
    setAnnouncement(t('editor.restored', { n: numbers.size + 1 }));
  };

  const onSave = () => {
    const request = toRequest(draft, list.version, note);
    if ('problem' in request) return setProblem(request.problem);
    setProblem(null);
    save.mutate(
      { section: list.section, category: list.category, ...request.body },
      {
        onSuccess: (answer) => {
          if (answer.changed) toast.success(answer.msg);
          else toast.info(answer.msg);
          onDone();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  const inDraft = new Set(draft.map((d) => d.itemId));
  const restorable = list.retired.filter((r) => !inDraft.has(r.itemId));

  return (
    <>
      <VersionLine list={list} />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
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
          {draft.map((d, index) => {
            const name = rowName(d);
            const first = index === 0;
            const last = index === draft.length - 1;
            return (
              <Table.Tr key={d.key}>
                <Table.Td className={classes.numberCell}>{numbers.get(d.key) ?? '—'}</Table.Td>
                <Table.Td>
                  {d.retire ? (
                    <>
                      <span className={classes.retiredText}>
                        <BilingualQuestion
                          question={d.question}
                          questionHi={d.questionHi || null}
                        />
                      </span>{' '}
                      <Badge color="gray" variant="outline">
                        {t('editor.willRetire')}
                      </Badge>
                    </>
                  ) : (
                    <>
                      <Textarea
                        aria-label={t('editor.questionLabel', { n: numbers.get(d.key) ?? 0 })}
                        value={d.question}
                        maxLength={QUESTION_MAX_LENGTH}
                        autosize
                        minRows={1}
                        maxRows={6}
                        onChange={(e) => update(d.key, { question: e.currentTarget.value })}
                      />
                      {/* Optional; the checklist shows it to teachers who chose Hindi. */}
                      <Textarea
                        mt={6}
                        lang="hi"
                        label={t('editor.hindiLabel')}
                        aria-label={t('editor.hindiField', { n: numbers.get(d.key) ?? 0 })}
                        value={d.questionHi}
                        maxLength={QUESTION_MAX_LENGTH}
                        autosize
                        minRows={1}
                        maxRows={6}
                        onChange={(e) => update(d.key, { questionHi: e.currentTarget.value })}
                      />
                    </>
                  )}
                </Table.Td>
                <Table.Td className={classes.actionsCell}>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('editor.moveUpLabel', { name })}
                      aria-disabled={first}
                      data-disabled={first || undefined}
                      onClick={() => move(index, -1)}
                    >
                      {t('editor.moveUp')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('editor.moveDownLabel', { name })}
                      aria-disabled={last}
                      data-disabled={last || undefined}
                      onClick={() => move(index, 1)}
                    >
                      {t('editor.moveDown')}
                    </Button>
                    {d.itemId === undefined ? (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('editor.removeLabel', { name })}
                        onClick={() => setDraft((items) => items.filter((i) => i.key !== d.key))}
                      >
                        {t('editor.remove')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={
                          d.retire
                            ? t('editor.keepLabel', { name })
                            : t('editor.retireLabel', { name })
                        }
                        onClick={() => update(d.key, { retire: !d.retire })}
                      >
                        {d.retire ? t('editor.keep') : t('editor.retire')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>

      <Group align="end" mt="md">
        <TextInput
          label={t('editor.newQuestion')}
          value={newQuestion}
          maxLength={QUESTION_MAX_LENGTH}
          onChange={(e) => setNewQuestion(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={classes.grow}
        />
        <Button variant="default" onClick={add}>
          {t('editor.addQuestion')}
        </Button>
      </Group>

      <RestorableItems items={restorable} onRestore={restore} />

      <TextInput
        mt="md"
        label={t('editor.note')}
        value={note}
        maxLength={200}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {problem && (
        <Alert
          classNames={{ title: classes.alertTitle }}
          color="red"
          mt="md"
          role="alert"
          title={t('editor.notSaved')}
        >
          {problem}
        </Alert>
      )}
      <Group mt="md">
        <Button onClick={onSave} loading={save.isPending}>
          {t('editor.save')}
        </Button>
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {t('editor.cancel')}
        </Button>
      </Group>
    </>
  );
}
