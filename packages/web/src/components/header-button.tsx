import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '../lib/navigator';
import classes from './app-header.module.css';

const PATHS: Record<HeaderIcon, string> = {
  back: 'M15 5l-7 7 7 7',
  print: 'M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  language: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
};

export type HeaderIcon = 'back' | 'print' | 'lock' | 'logout' | 'language';

function Icon({ name }: { name: HeaderIcon }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type HeaderButtonProps = Omit<ButtonProps, 'children'> & {
  icon: HeaderIcon;
  /** The button's name; on a phone only the icon shows, the name stays for screen readers. */
  label: string;
  /** The label's language where it differs from the page's (a language's own name). */
  labelLang?: string;
  children?: ReactNode;
} & ({ to: string; onClick?: never } | { to?: never; onClick: () => void });

/**
 * A link the router follows, as its own Link would, without importing the router: the header is
 * on the login screen, which loads without it (issue 33 part 2). A click with a modifier key or
 * another button is left to the browser (a new tab or window).
 */
function followInApp(event: MouseEvent<HTMLAnchorElement>, to: string) {
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) {
    return;
  }
  event.preventDefault();
  navigate(to);
}

/** A header action: icon and word on a desk, a 44 px icon on a phone (one header row). */
export function HeaderButton({ icon, label, labelLang, to, onClick, ...props }: HeaderButtonProps) {
  const content = (
    <span className={classes.buttonContent}>
      <Icon name={icon} />
      <span className={classes.buttonLabel} lang={labelLang}>
        {label}
      </span>
    </span>
  );
  if (to !== undefined) {
    return (
      <Button
        component="a"
        href={to}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => followInApp(event, to)}
        className={classes.headerButton}
        {...props}
      >
        {content}
      </Button>
    );
  }
  return (
    <Button className={classes.headerButton} onClick={onClick} {...props}>
      {content}
    </Button>
  );
}
