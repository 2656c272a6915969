import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { RESET_MESSAGES, STUDENT_STATUS_MESSAGES } from '@pragati/domain';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { PasswordField } from '../../../components/password-field';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import classes from './students.module.css';

export type StatusDialogValues = { text: string; password: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, in a sentence or two, above the fields. */
  intro: ReactNode;
  textLabel: string;
  textDescription?: string;
  /** The message when the text is required and left empty; undefined when optional. */
  textRequired?: string;
  /** The button names the action ("Withdraw student"), never "Submit". */
  submitLabel: string;
  pending: boolean;
  /** Runs the call; rejects with the server's error, shown in the dialog. */
  onSubmit: (values: StatusDialogValues) => Promise<unknown>;
};

type Field = 'text' | 'password';

/**
 * The admin's confirmation of a change to a student's status (decisions §7): an optional or
 * required text (reason, note) and the admin's own password, as the password reset asks. A
 * field's error marks it and takes the focus; the server's refusal stays in the dialog.
 */
export function ConfirmStatusDialog(props: Props) {
  const t = useTranslations('studentRecords.statusDialog');
  const m = useMsg();
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const close = () => {
    setText('');
    setPassword('');
    setErrors({});
    setRefusal(null);
    props.onClose();
  };

  /** What went wrong, in the server's words when it gave them, with what to do otherwise. */
  const failure = (error: unknown): string =>
    error instanceof ApiError && error.message ? error.message : t('notReached');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (props.textRequired && !text.trim()) found.text = m(props.textRequired);
    if (!password) found.password = m(STUDENT_STATUS_MESSAGES.enterPassword);
    setErrors(found);
    setRefusal(null);
    if (found.text) return textRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    try {
      await props.onSubmit({ text: text.trim(), password });
      close();
    } catch (error) {
      setPassword('');
      const message = failure(error);
      // A wrong password belongs to the password field; any other refusal to the whole form.
      if (message === m(RESET_MESSAGES.wrongPassword)) {
        setErrors({ password: message });
        passwordRef.current?.focus();
      } else {
        setRefusal(message);
      }
    }
  };

  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div className={classes.dialogIntro}>{props.intro}</div>
          <Textarea
            ref={textRef}
            label={props.textLabel}
            description={props.textDescription}
            required={Boolean(props.textRequired)}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (errors.text) setErrors((e) => ({ ...e, text: undefined }));
            }}
            error={errors.text}
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          <PasswordField
            ref={passwordRef}
            label={t('password')}
            description={t('passwordHint')}
            toggleLabel={t('showPassword')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              if (errors.password) setErrors((e) => ({ ...e, password: undefined }));
            }}
            error={errors.password}
          />
          {refusal && (
            <p role="alert" className={classes.error}>
              {refusal}
            </p>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
