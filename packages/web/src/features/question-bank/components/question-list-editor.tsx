import { Alert, Button, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { QUESTION_BANK_MESSAGES, QUESTION_MAX_LENGTH, type QuestionList } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { msg } from '../../../i18n/locale-state';
import { toast } from '../../../lib/toast';
import { useSaveQuestionList } from '../api/save-question-list';
import { DraftTable } from './draft-table';
import { toRequest } from './editor-draft';
import { listTitle } from './format';
import { RestorableItems } from './restorable-items';
import classes from './question-bank.module.css';
import { VersionLine } from './question-list-view';
import { useQuestionDraft } from './use-question-draft';

/**
 * Edits one list as a draft: reword, add, reorder (Move up / Move down, so the keyboard works as
 * well as the mouse) and retire. Save sends the whole list; the server keeps it as a new version.
 */
export function QuestionListEditor({ list, onDone }: { list: QuestionList; onDone: () => void }) {
  const draft = useQuestionDraft(list);
  const [newQuestion, setNewQuestion] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveQuestionList();
  const t = useTranslations('questionBank');
  const title = listTitle(list.section, list.category);

  const add = () => {
    const question = newQuestion.trim();
    if (!question) return setProblem(msg(QUESTION_BANK_MESSAGES.questionEmpty));
    draft.add(question);
    setNewQuestion('');
    setProblem(null);
  };

  const onSave = () => {
    const request = toRequest(draft.draft, list.version, note);
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

  return (
    <>
      <VersionLine list={list} />
      <VisuallyHidden role="status" aria-live="polite">
        {draft.announcement}
      </VisuallyHidden>
      <DraftTable title={title} draft={draft} />

      <NewQuestionField value={newQuestion} onChange={setNewQuestion} onAdd={add} />

      <RestorableItems items={draft.restorable} onRestore={draft.restore} />

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

/** A new question to add at the end; Enter adds it as the button does. */
function NewQuestionField({
  value,
  onChange,
  onAdd,
}: {
  value: string;
  onChange: (value: string) => void;
  onAdd: () => void;
}) {
  const t = useTranslations('questionBank');
  return (
    <Group align="end" mt="md">
      <TextInput
        label={t('editor.newQuestion')}
        value={value}
        maxLength={QUESTION_MAX_LENGTH}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onAdd();
          }
        }}
        className={classes.grow}
      />
      <Button variant="default" onClick={onAdd}>
        {t('editor.addQuestion')}
      </Button>
    </Group>
  );
}
