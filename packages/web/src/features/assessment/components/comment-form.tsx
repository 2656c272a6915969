import { Button, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import classes from '../teacher.module.css';

export interface CommentFormProps {
  id: string;
  label: string;
  /** The saved comment: the box's value, edited in place (decisions §11a). */
  saved: string;
  enabled: boolean;
  /** Why the box cannot be changed, read with it. */
  disabledReason?: string;
  pending: boolean;
  /** Why the last submit was refused (e.g. changed elsewhere); the typed text stays. */
  error?: string | null;
  onSubmit: (comments: string) => void;
}

/**
 * A comments box with its Submit. The saved comment is the box's value, so the teacher edits it
 * instead of retyping it; 'Enter your comments' is the placeholder of an empty box. Submit is
 * enabled while the box has text (spec section 5), the saved text too: submitting it again is
 * how a re-evaluated checklist is submitted. The typing stays in this component, so a long
 * checklist above it does not re-render on each keystroke.
 */
export function CommentForm({
  id,
  label,
  saved,
  enabled,
  disabledReason,
  pending,
  error,
  onSubmit,
}: CommentFormProps) {
  // Until the teacher types, the box follows the saved comment (a refetch after a 409 shows it).
  const [typed, setTyped] = useState<string | null>(null);
  const t = useTranslations('assessment.comment');
  const text = typed ?? saved;
  const empty = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!enabled || empty) return;
    onSubmit(text.trim());
  }

  // A saved comment that cannot be changed is read, not greyed out: full contrast, read-only.
  const readOnly = !enabled && saved !== '';
  const description = [
    !enabled && disabledReason ? disabledReason : null,
    typed !== null && saved && typed.trim() !== saved.trim()
      ? t('saved', { comment: saved })
      : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form onSubmit={submit} className={classes.commentForm} noValidate>
      <Textarea
        id={id}
        label={label}
        description={description || undefined}
        placeholder={t('placeholder')}
        classNames={{
          input: readOnly ? `${classes.comment} ${classes.readOnly}` : classes.comment,
        }}
        value={text}
        error={error || undefined}
        maxLength={2000}
        disabled={!enabled && !readOnly}
        readOnly={readOnly}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <Button type="submit" disabled={!enabled || empty} loading={pending}>
        {t('submit')}
      </Button>
    </form>
  );
}
