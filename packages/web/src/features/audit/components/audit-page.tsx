import { Alert, Button, NativeSelect, Text } from '@mantine/core';
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
  PAGE_SIZES,
  paramsOf,
  viewOf,
} from '../state/audit-view';
import { AuditFilterForm } from './audit-filter-form';
import classes from './audit-page.module.css';
import { AuditTable } from './audit-table';

/** A refusal names what to change (the server's message); anything else says what to do. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 400 ? error.message : msg(fallback);

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
  const common = useTranslations('common');
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

  let body;
  if (log.isPending) {
    body = <p role="status">{t('loading')}</p>;
  } else if (log.isError) {
    body = (
      <p role="alert" className={classes.error}>
        {messageOf(log.error, AUDIT_MESSAGES.loadFailed)}
      </p>
    );
  } else if (total === 0) {
    body = <p role="status">{hasFilters(view.filters) ? t('noMatch') : t('empty')}</p>;
  } else if (rows.length === 0) {
    body = (
      <div role="status">
        <p>{t('pastEnd', { page: view.page, pages })}</p>
        <Button variant="default" onClick={() => go({ ...view, page: 1 })}>
          {t('firstPage')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <AuditTable entries={rows} />
        <nav aria-label={common('pages')} className={`${classes.pager} no-print`}>
          <Button
            variant="default"
            disabled={view.page <= 1}
            onClick={() => go({ ...view, page: view.page - 1 })}
          >
            {common('previousPage')}
          </Button>
          <Text>
            {common('pageOf', { page: number.format(view.page), pages: number.format(pages) })}
          </Text>
          <Button
            variant="default"
            disabled={view.page >= pages}
            onClick={() => go({ ...view, page: view.page + 1 })}
          >
            {common('nextPage')}
          </Button>
        </nav>
      </>
    );
  }

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} focusTitle>
      <Text mb="md">{t('intro')}</Text>
      <AuditFilterForm applied={view.filters} onApply={applyFilters} />
      <div className={classes.toolbar}>
        <p role="status" className={classes.summary}>
          {log.isSuccess && total > 0 && rows.length > 0
            ? t(hasFilters(view.filters) ? 'summaryMatching' : 'summary', {
                first: number.format(first),
                last: number.format(first + rows.length - 1),
                total: number.format(total),
              })
            : ''}
        </p>
        <div className={`${classes.actions} no-print`}>
          <NativeSelect
            label={t('perPage')}
            value={String(view.size)}
            data={PAGE_SIZES.map(String)}
            onChange={(event) => go({ ...view, size: Number(event.currentTarget.value), page: 1 })}
          />
          <Button
            variant="default"
            loading={exporter.isPending}
            disabled={!log.isSuccess || total === 0}
            onClick={() => {
              setExported(null);
              exporter.mutate(view.filters, { onSuccess: setExported });
            }}
          >
            {common('exportXlsx')}
          </Button>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {exported && (
          <Alert
            color="green"
            mb="sm"
            title={t('exported')}
            classNames={{ title: classes.alertTitle }}
          >
            <Text size="sm">
              {t('exportedText', { total: number.format(total), count: total, file: exported })}
            </Text>
          </Alert>
        )}
      </div>
      {exporter.isError && (
        <p role="alert" className={classes.error}>
          {messageOf(exporter.error, AUDIT_MESSAGES.exportFailed)}
        </p>
      )}
      {body}
    </PageLayout>
  );
}
