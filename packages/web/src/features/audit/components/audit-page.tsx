import { Alert, Button, NativeSelect, Text } from '@mantine/core';
import { AUDIT_MESSAGES } from '@pragati/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
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

const number = new Intl.NumberFormat('en-IN');

/** A refusal names what to change (the server's message); anything else says what to do. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 400 ? error.message : fallback;

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
    body = <p role="status">Loading the audit log...</p>;
  } else if (log.isError) {
    body = (
      <p role="alert" className={classes.error}>
        {messageOf(log.error, AUDIT_MESSAGES.loadFailed)}
      </p>
    );
  } else if (total === 0) {
    body = (
      <p role="status">
        {hasFilters(view.filters)
          ? 'No entries match these filters. Change or clear the filters.'
          : 'The audit log is empty.'}
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <div role="status">
        <p>
          Page {view.page} is past the end: there {pages === 1 ? 'is 1 page' : `are ${pages} pages`}
          .
        </p>
        <Button variant="default" onClick={() => go({ ...view, page: 1 })}>
          First page
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <AuditTable entries={rows} />
        <nav aria-label="Pages" className={`${classes.pager} no-print`}>
          <Button
            variant="default"
            disabled={view.page <= 1}
            onClick={() => go({ ...view, page: view.page - 1 })}
          >
            Previous page
          </Button>
          <Text>
            Page {number.format(view.page)} of {number.format(pages)}
          </Text>
          <Button
            variant="default"
            disabled={view.page >= pages}
            onClick={() => go({ ...view, page: view.page + 1 })}
          >
            Next page
          </Button>
        </nav>
      </>
    );
  }

  return (
    <PageLayout title="Audit Log" userId={session?.userId} backTo={paths.admin.home} focusTitle>
      <Text mb="md">
        Every sign-in, change and view of a student&apos;s record is recorded here, with who did it
        and when. Entries cannot be changed or deleted.
      </Text>
      <AuditFilterForm applied={view.filters} onApply={applyFilters} />
      <div className={classes.toolbar}>
        <p role="status" className={classes.summary}>
          {log.isSuccess && total > 0 && rows.length > 0
            ? `Showing ${number.format(first)}–${number.format(first + rows.length - 1)} of ${number.format(total)} ${hasFilters(view.filters) ? 'matching ' : ''}entries`
            : ''}
        </p>
        <div className={`${classes.actions} no-print`}>
          <NativeSelect
            label="Entries per page"
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
            Export (.xlsx)
          </Button>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {exported && (
          <Alert color="green" mb="sm" title="Exported" classNames={{ title: classes.alertTitle }}>
            <Text size="sm">
              The {number.format(total)} {total === 1 ? 'entry' : 'entries'} the filters match were
              saved as {exported}.
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
