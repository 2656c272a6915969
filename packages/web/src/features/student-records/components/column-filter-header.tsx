import { ActionIcon, Table, TextInput } from '@mantine/core';
import type { StudentTextFilter } from '@pragati/domain';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { ariaSort, SortButton, type SortDirection } from '../../../components/sort-button';
import classes from './students.module.css';

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A column heading with its sort button and search icon (spec: Student lists). The icon opens a
 * text filter with the placeholder 'Search' + the column name; only one is open at a time, and a
 * closed filter keeps working and says so in text.
 */
export function ColumnFilterHeader({
  column,
  label,
  value,
  open,
  sorted,
  dir,
  onSort,
  onToggle,
  onClose,
  onChange,
}: {
  column: StudentTextFilter;
  label: string;
  value: string;
  open: boolean;
  sorted: boolean;
  dir: SortDirection;
  onSort: (dir: SortDirection) => void;
  onToggle: () => void;
  onClose: () => void;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('studentRecords.list');
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const search = t('searchColumn', { column: label });
  const inputId = `filter-${column}`;
  return (
    <Table.Th scope="col" className={classes.filterTh} aria-sort={ariaSort(sorted, dir)}>
      <div className={classes.thHead}>
        <SortButton label={label} sorted={sorted} dir={dir} onSort={onSort} />
        <ActionIcon
          ref={button}
          variant={value ? 'filled' : 'subtle'}
          size="sm"
          className="no-print"
          aria-label={search}
          aria-expanded={open}
          aria-controls={open ? inputId : undefined}
          onClick={onToggle}
        >
          <SearchIcon />
        </ActionIcon>
      </div>
      {open && (
        <TextInput
          ref={input}
          id={inputId}
          size="xs"
          mt={4}
          className="no-print"
          placeholder={search}
          aria-label={search}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' || event.key === 'Enter') {
              event.preventDefault();
              onClose();
              button.current?.focus();
            }
          }}
        />
      )}
      {!open && value.trim() && (
        <span className={classes.activeFilter}>{t('contains', { value: value.trim() })}</span>
      )}
    </Table.Th>
  );
}
