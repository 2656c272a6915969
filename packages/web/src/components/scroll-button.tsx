import { ActionIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
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

/** Floating control that jumps to the bottom of a long page, or back to the top. */
export function ScrollButton() {
  const [state, setState] = useState<ScrollState>({ scrollable: false, scrolled: false });

  useEffect(() => {
    const update = () => setState(measure());
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

  if (!state.scrollable && !state.scrolled) return null;
  const up = state.scrolled;
  return (
    <ActionIcon
      className={`${classes.scrollButton} no-print`}
      size="xl"
      radius="xl"
      aria-label={up ? 'Scroll to top' : 'Scroll to bottom'}
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
