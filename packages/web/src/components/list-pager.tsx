import { Button, NativeSelect, Text } from '@mantine/core';
import { PAGE_SIZES } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import classes from './list-controls.module.css';

/** Previous / next page and the page size of a list (its state lives in the URL). */
export function ListPager({
  page,
  pages,
  size,
  onPage,
  onSize,
}: {
  page: number;
  pages: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const t = useTranslations('common');
  return (
    <nav aria-label={t('pages')} className={`${classes.pager} no-print`}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previousPage')}
      </Button>
      <Text>{t('pageOf', { page, pages })}</Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('nextPage')}
      </Button>
      <NativeSelect
        label={t('rowsPerPage')}
        className={classes.pageSize}
        value={String(size)}
        data={PAGE_SIZES.map(String)}
        onChange={(event) => onSize(Number(event.currentTarget.value))}
      />
    </nav>
  );
}

/** The rows of one page (1-based), and the page actually shown once clamped to what exists. */
export function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * size;
  return { rows: rows.slice(start, start + size), page: current, pages, start };
}
