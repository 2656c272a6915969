import { Button } from '@mantine/core';
import type { SaveProblem } from './use-checklist-autosave';
import classes from './checklist.module.css';

export interface SaveStatusProps {
  saving: boolean;
  problem: SaveProblem;
  conflict: boolean;
  /** Answers filled from last term wait for the teacher's confirmation. */
  lastTermWaiting: boolean;
  writable: boolean;
  onRetry: () => void;
}

/** What became of the answers, announced politely (issue 15 part 2). */
export function saveStatusText({
  saving,
  problem,
  conflict,
  lastTermWaiting,
}: Omit<SaveStatusProps, 'writable' | 'onRetry'>): { text: string; detail?: string } {
  if (conflict) return { text: 'Not saved — changed in another window' };
  if (problem === 'offline') {
    return {
      text: 'Not saved — no connection',
      detail: 'Your answers are kept on this device and sent when the connection returns.',
    };
  }
  if (problem === 'expired') {
    return {
      text: 'Not saved — signed out',
      detail: 'Your answers are kept on this device. Sign in again to send them.',
    };
  }
  if (saving) return { text: 'Saving…' };
  if (problem === 'failed') {
    return {
      text: 'Not saved — the server could not save them',
      detail: 'Your answers are kept on this device.',
    };
  }
  if (lastTermWaiting) {
    return { text: 'Saved', detail: "Last term's answers are not saved until you keep them." };
  }
  return { text: 'Saved' };
}

export function SaveStatus(props: SaveStatusProps) {
  if (!props.writable) return null;
  const { text, detail } = saveStatusText(props);
  const retry = props.problem === 'failed' || props.problem === 'offline';
  return (
    <div className={classes.saveStatus}>
      <p id="save-status" role="status" aria-live="polite" className={classes.saveText}>
        <span className={classes.saveState}>{text}</span>
        {detail && <span> {detail}</span>}
      </p>
      {retry && !props.conflict && (
        <Button variant="default" size="sm" className={classes.tapTarget} onClick={props.onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
