import { Title } from '@mantine/core';
import { PRODUCT_TITLE } from '@pragati/domain';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { AppFooter } from './app-footer';
import { AppHeader, type AppHeaderProps } from './app-header';
import classes from './page-layout.module.css';
import { ScrollButton } from './scroll-button';

export interface PageLayoutProps extends AppHeaderProps {
  /** The screen's one h1, also used in the document title. */
  title: string;
  /**
   * What the h1 shows on a phone instead of a long title (the full title stays the heading's
   * name for screen readers and shows from tablet width up).
   */
  shortTitle?: string;
  /**
   * Moves the focus to the h1 when the screen opens even if something on the page still holds
   * it. Without it the h1 takes the focus only when nothing does (the control that navigated
   * has gone with the previous screen), so a screen reader starts at the new screen's heading.
   */
  focusTitle?: boolean;
  /** An easy-read screen (decisions §13): its frame's buttons at least 48 px too. */
  easyRead?: boolean;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // Focus instead of a #hash navigation, which the router would treat as a location change.
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** True when the focus is nowhere: on <body>, or on an element the last screen took away. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Every screen's frame: header, main with the h1, footer and the scroll button. */
export function PageLayout({
  title,
  shortTitle,
  focusTitle = false,
  easyRead = false,
  children,
  ...header
}: PageLayoutProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const t = useTranslations('common');
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_TITLE}`;
  }, [title]);
  useEffect(() => {
    // After a navigation the focus would stay on <body> (issue 15): the heading takes it.
    if (focusTitle || focusIsLost()) titleRef.current?.focus();
  }, [focusTitle, title]);

  return (
    <div className={easyRead ? `${classes.page} ${classes.easyRead}` : classes.page}>
      <a className={`${classes.skipLink} no-print`} href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t('skipToMain')}
      </a>
      <AppHeader {...header} />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Title order={1} className={classes.title} ref={titleRef} tabIndex={-1}>
          {shortTitle ? (
            <>
              <span className={classes.longTitle}>{title}</span>
              <span className={classes.shortTitle} aria-hidden="true">
                {shortTitle}
              </span>
            </>
          ) : (
            title
          )}
        </Title>
        {children}
        <div className={classes.scrollEnd}>
          <ScrollButton placement="bottom" />
        </div>
      </main>
      <AppFooter />
      <ScrollButton placement="float" />
    </div>
  );
}
