import { Alert, type AlertProps, Button } from '@mantine/core';
import { useTranslations } from 'use-intl';
import classes from '../teacher.module.css';

/** Mantine's Alert with its title at full text contrast (the tinted title is below 4.5:1). */
export function Notice(props: AlertProps) {
  return <Alert {...props} classNames={{ title: classes.alertTitle }} />;
}

/**
 * A load that failed: what happened in plain words (the API client words a lost connection and a
 * server failure), and Try again, since both may pass (issue 15 part 7).
 */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  const t = useTranslations('assessment');
  return (
    <Notice color="red" title={title} role="alert">
      <p className={classes.alertText}>{error.message}</p>
      <Button variant="default" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Notice>
  );
}
