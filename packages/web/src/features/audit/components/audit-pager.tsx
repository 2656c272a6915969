import { Button, Text } from '@mantine/core';
import { useTranslations } from 'use-intl';
import classes from './audit-page.module.css';

/** Previous and Next around "Page x of y"; `number` formats the digits in the user's locale. */
export function AuditPager({
  page,
  pages,
  number,
  onPage,
}: {
  page: number;
  pages: number;
  number: Intl.NumberFormat;
  onPage: (page: number) => void;
}) {
  const common = useTranslations('common');
  return (
    <nav aria-label={common('pages')} className={`${classes.pager} no-print`}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {common('previousPage')}
      </Button>
      <Text>{common('pageOf', { page: number.format(page), pages: number.format(pages) })}</Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {common('nextPage')}
      </Button>
    </nav>
  );
}
