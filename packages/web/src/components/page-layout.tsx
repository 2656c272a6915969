import { Title } from '@mantine/core';
import { PRODUCT_TITLE } from '@pragati/domain';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader, type AppHeaderProps } from './app-header';
import classes from './page-layout.module.css';
import { ScrollButton } from './scroll-button';

export interface PageLayoutProps extends AppHeaderProps {
  /** The screen's one h1, also used in the document title. */
  title: string;
  /**
   * Moves the focus to the h1 when the screen opens, so a screen reader starts there and Tab
   * goes on from the top of the screen's own content (for screens reached from a link).
   */
  focusTitle?: boolean;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // Focus instead of a #hash navigation, which the router would treat as a location change.
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** Every screen's frame: header, main with the h1, footer and the scroll button. */
export function PageLayout({ title, focusTitle = false, children, ...header }: PageLayoutProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_TITLE}`;
  }, [title]);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <div className={classes.page}>
      <a className={`${classes.skipLink} no-print`} href={`#${MAIN_ID}`} onClick={skipToMain}>
        Skip to main content
      </a>
      <AppHeader {...header} />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Title
          order={1}
          className={classes.title}
          ref={titleRef}
          {...(focusTitle ? { tabIndex: -1 } : {})}
        >
          {title}
        </Title>
        {children}
      </main>
      <AppFooter />
      <ScrollButton />
    </div>
  );
}

/** Placeholder while a screen's code or data loads. */
export function PageStatus({ children = 'Loading...' }: { children?: ReactNode }) {
  return (
    <p role="status" className={classes.status}>
      {children}
    </p>
  );
}
