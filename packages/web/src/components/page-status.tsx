import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import classes from './page-layout.module.css';

// Apart from PageLayout: the login screen shows the frame but never this, and loads without
// TanStack Query (issue 33 part 2).

/** What a screen says instead of "Loading..." while the device has no connection (English; `common.offline`). */
export const OFFLINE_STATUS = 'No connection: this will load when the device is back online.';

const subscribeOnline = (notify: () => void) => onlineManager.subscribe(notify);
const isOnline = () => onlineManager.isOnline();

/**
 * Placeholder while a screen's code or data loads. Offline, TanStack holds its queries until the
 * connection returns: the placeholder says so instead of loading for ever (issue 15).
 */
export function PageStatus({ children }: { children?: ReactNode }) {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const t = useTranslations('common');
  return (
    <p role="status" className={classes.status}>
      {online ? (children ?? t('loading')) : t('offline')}
    </p>
  );
}
