import { Button } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { translate } from '../../../i18n/locale-state';
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
  const t = translate();
  if (conflict) return { text: t('assessment.saveStatus.conflict') };
  if (problem === 'offline') {
    return {
      text: t('assessment.saveStatus.offline'),
      detail: t('assessment.saveStatus.offlineDetail'),
    };
  }
  if (problem === 'expired') {
    return {
      text: t('assessment.saveStatus.expired'),
      detail: t('assessment.saveStatus.expiredDetail'),
    };
  }
  if (saving) return { text: t('assessment.saveStatus.saving') };
  if (problem === 'failed') {
    return {
      text: t('assessment.saveStatus.failed'),
      detail: t('assessment.saveStatus.failedDetail'),
    };
  }
  if (lastTermWaiting) {
    return {
      text: t('assessment.saveStatus.saved'),
      detail: t('assessment.saveStatus.lastTermWaiting'),
    };
  }
  return { text: t('assessment.saveStatus.saved') };
}

export function SaveStatus(props: SaveStatusProps) {
  const t = useTranslations('assessment');
  if (!props.writable) return null;
  const { text, detail } = saveStatusText(props);
  const retry = props.problem === 'failed' || props.problem === 'offline';
  // Offline, failed or expired, the notice stays in view wherever the teacher is on a long list
  // (issue 26 item 17); "Saved" keeps its place at the top.
  const sticky = props.problem !== null || props.conflict;
  return (
    <div
      className={sticky ? `${classes.saveStatus} ${classes.saveStatusSticky}` : classes.saveStatus}
    >
      <p id="save-status" role="status" aria-live="polite" className={classes.saveText}>
        <span className={classes.saveState}>{text}</span>
        {detail && <span> {detail}</span>}
      </p>
      {retry && !props.conflict && (
        <Button variant="default" size="sm" className={classes.tapTarget} onClick={props.onRetry}>
          {t('tryAgain')}
        </Button>
      )}
    </div>
  );
}
