import { ActionIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
import classes from './page-layout.module.css';

/** Spec section 9: past 50 px of scrolling the button turns from "down" to "up". */
const SCROLL_THRESHOLD = 50;

interface ScrollState {
  scrollable: boolean;
  scrolled: boolean;
}

function measure(): ScrollState {
  const root = document.documentElement;
  return {
    scrollable: root.scrollHeight > window.innerHeight + 1,
    scrolled: window.scrollY > SCROLL_THRESHOLD,
  };
}

function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>({ scrollable: false, scrolled: false });
  useEffect(() => {
    // A new object only when a flag changes, so scrolling does not re-render on every event.
    const update = () =>
      setState((current) => {
        const next = measure();
        return next.scrollable === current.scrollable && next.scrolled === current.scrolled
          ? current
          : next;
      });
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // Content that loads later (tables, reports) makes the page scrollable without any event.
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, []);
  return state;
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={up ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M5 12l7 7 7-7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Where the control sits. A floating button over a phone's one column covered answer selects at
 * most scroll positions (issue 15), so it floats only where the page has a margin wider than the
 * button beside the content column (`float`, wide screens); narrower screens get it in the page's
 * flow instead: "down" at the top (`top`, in the header) and "up" at the end (`bottom`).
 */
export type ScrollPlacement = 'float' | 'top' | 'bottom';

const PLACEMENT_CLASS: Record<ScrollPlacement, string | undefined> = {
  float: classes.scrollFloat,
  top: classes.scrollInline,
  bottom: classes.scrollInline,
};

/** The spec's control that jumps to the bottom of a long page, or back to the top. */
export function ScrollButton({ placement = 'float' }: { placement?: ScrollPlacement }) {
  const state = useScrollState();
  const t = useTranslations('common');

  if (!state.scrollable && !state.scrolled) return null;
  const up = placement === 'float' ? state.scrolled : placement === 'bottom';
  return (
    <ActionIcon
      className={`${PLACEMENT_CLASS[placement]} no-print`}
      size="xl"
      radius="xl"
      variant={placement === 'float' ? 'filled' : 'default'}
      aria-label={up ? t('scrollToTop') : t('scrollToBottom')}
      onClick={() =>
        window.scrollTo({
          top: up ? 0 : document.documentElement.scrollHeight,
          behavior: scrollBehavior(),
        })
      }
    >
      <Arrow up={up} />
    </ActionIcon>
  );
}
