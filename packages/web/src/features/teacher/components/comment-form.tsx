import { Button, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import classes from '../teacher.module.css';

export interface CommentFormProps {
  id: string;
  label: string;
  /** The saved comment, shown as the placeholder (spec section 5). */
  saved: string;
  enabled: boolean;
  /** Why the box is disabled, read with it. */
  disabledReason?: string;
  pending: boolean;
  /** Why the last submit was refused (e.g. changed elsewhere); the typed text stays. */
  error?: string | null;
  onSubmit: (comments: string) => void;
}

/**
 * A comments box with its Submit: the button is enabled only while the box has text. The typing
 * stays in this component, so a long checklist above it does not re-render on each keystroke.
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
  const [text, setText] = useState('');
  const empty = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!enabled || empty) return;
    onSubmit(text.trim());
  }

  const description = [
    !enabled && disabledReason ? disabledReason : null,
    saved ? `Saved comment: ${saved}` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form onSubmit={submit} className={classes.commentForm} noValidate>
      <Textarea
        id={id}
        label={label}
        description={description || undefined}
        placeholder={saved || 'Enter your comments'}
        classNames={{ input: classes.comment }}
        value={text}
        error={error || undefined}
        maxLength={2000}
        disabled={!enabled}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button type="submit" disabled={!enabled || empty} loading={pending}>
        Submit
      </Button>
    </form>
  );
}
