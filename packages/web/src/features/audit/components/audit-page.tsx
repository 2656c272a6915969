import { Button, Text } from '@mantine/core';
import { AUDIT_MESSAGES } from '@pragati/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale, useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { msg } from '../../../i18n/locale-state';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useAuditLog } from '../api/audit-log';
import { useExportAuditLog } from '../api/export-audit-log';
import {
  type AuditView,
  type FilterValues,
  hasFilters,
  paramsOf,
  viewOf,
} from '../state/audit-view';
import { AuditFilterForm } from './audit-filter-form';
import { AuditPager } from './audit-pager';
import classes from './audit-page.module.css';
import { AuditTable } from './audit-table';
import { AuditExported, AuditToolbar } from './audit-toolbar';

/** A refusal names what to change (the server's message); anything else says what to do. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 400 ? error.message : msg(fallback);

/** The page of entries, or why there is none (loading, failed, nothing matches, past the end). */
function AuditResults({
  log,
  view,
  pages,
  number,
  go,
}: {
  log: ReturnType<typeof useAuditLog>;
  view: AuditView;
  pages: number;
  number: Intl.NumberFormat;
  go: (next: AuditView) => void;
}) {
  const t = useTranslations('audit');
  const total = log.data?.total ?? 0;
  const rows = log.data?.data ?? [];
  if (log.isPending) return <p role="status">{t('loading')}</p>;
  if (log.isError)
    return (
      <p role="alert" className={classes.error}>
        {messageOf(log.error, AUDIT_MESSAGES.loadFailed)}
      </p>
    );
  if (total === 0)
    return <p role="status">{hasFilters(view.filters) ? t('noMatch') : t('empty')}</p>;
  if (rows.length === 0)
    return (
      <div role="status">
        <p>{t('pastEnd', { page: view.page, pages })}</p>
        <Button variant="default" onClick={() => go({ ...view, page: 1 })}>
          {t('firstPage')}
        </Button>
      </div>
    );
  return (
    <>
      <AuditTable entries={rows} />
      <AuditPager
        page={view.page}
        pages={pages}
        number={number}
        onPage={(page) => go({ ...view, page })}
      />
    </>
  );
}

/**
 * Decisions §9: the admin reads and filters the append-only audit log, page by page, and exports
 * what the filters match. The view lives in the address (state/audit-view.ts).
 */
export function AuditPage() {
  const session = readSession();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // One object per address, so the form only resets when the address changes.
  const view = useMemo(() => viewOf(new URLSearchParams(key)), [key]);
  const log = useAuditLog({
    filters: view.filters,
    limit: view.size,
    offset: (view.page - 1) * view.size,
  });
  const exporter = useExportAuditLog();
  const [exported, setExported] = useState<string | null>(null);
  const t = useTranslations('audit');
  const locale = useLocale();
  // Indian digit grouping (1,00,000) in either language.
  const number = useMemo(() => new Intl.NumberFormat(`${locale}-IN`), [locale]);

  // Each change is a new history entry: Back returns to the view before it.
  const go = (next: AuditView) => setParams(paramsOf(next));
  const applyFilters = (filters: FilterValues) => {
    setExported(null);
    exporter.reset();
    go({ ...view, filters, page: 1 });
  };

  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / view.size));
  const rows = log.data?.data ?? [];
  const first = (view.page - 1) * view.size + 1;

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} focusTitle>
      <Text mb="md">{t('intro')}</Text>
      <AuditFilterForm applied={view.filters} onApply={applyFilters} />
      <AuditToolbar
        summary={
          log.isSuccess && total > 0 && rows.length > 0
            ? t(hasFilters(view.filters) ? 'summaryMatching' : 'summary', {
                first: number.format(first),
                last: number.format(first + rows.length - 1),
                total: number.format(total),
              })
            : ''
        }
        size={view.size}
        onSize={(size) => go({ ...view, size, page: 1 })}
        exporting={exporter.isPending}
        canExport={log.isSuccess && total > 0}
        onExport={() => {
          setExported(null);
          exporter.mutate(view.filters, { onSuccess: setExported });
        }}
      />
      <AuditExported file={exported} total={total} number={number} />
      {exporter.isError && (
        <p role="alert" className={classes.error}>
          {messageOf(exporter.error, AUDIT_MESSAGES.exportFailed)}
        </p>
      )}
      <AuditResults log={log} view={view} pages={pages} number={number} go={go} />
    </PageLayout>
  );
}
