import { UnstyledButton } from '@mantine/core';
import classes from './list-controls.module.css';

export type SortDirection = 'asc' | 'desc';

/** aria-sort for a column heading: only the sorted column says how (WAI-ARIA sortable table). */
export const ariaSort = (sorted: boolean, dir: SortDirection) =>
  sorted ? (dir === 'asc' ? 'ascending' : 'descending') : undefined;

function Arrow({ state }: { state: SortDirection | null }) {
  // Decorative: the heading's aria-sort and the button's label say the same in words.
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M6 1l4 4H2z" fill="currentColor" opacity={state === 'asc' ? 1 : 0.35} />
      <path d="M6 11l4-4H2z" fill="currentColor" opacity={state === 'desc' ? 1 : 0.35} />
    </svg>
  );
}

/**
 * A column heading's text as a button that sorts by it: a first press ascending, the next one
 * descending. The button is named by the heading's text alone (read with every cell of the
 * column); the heading's aria-sort says the order, and the arrow shows it (never colour alone).
 */
export function SortButton({
  label,
  sorted,
  dir,
  onSort,
}: {
  label: string;
  sorted: boolean;
  dir: SortDirection;
  onSort: (dir: SortDirection) => void;
}) {
  const next: SortDirection = sorted && dir === 'asc' ? 'desc' : 'asc';
  // On paper no control prints, so the heading's words come from data-label (print.css), as
  // generated text that is neither a second copy in the page nor read twice. Off paper the span
  // is not laid out at all (print-only), so it takes no room in the heading.
  return (
    <>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(next)}>
        <span>{label}</span>
        <Arrow state={sorted ? dir : null} />
      </UnstyledButton>
      <span className="print-only print-label" data-label={label} aria-hidden="true" />
    </>
  );
}
