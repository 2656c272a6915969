import { Alert, Button, NativeSelect, Text } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { PAGE_SIZES } from '../state/audit-view';
import classes from './audit-page.module.css';

/** What the page shows ("x–y of z"), entries per page, and the export of what the filters match. */
export function AuditToolbar({
  summary,
  size,
  onSize,
  exporting,
  canExport,
  onExport,
}: {
  summary: string;
  size: number;
  onSize: (size: number) => void;
  exporting: boolean;
  canExport: boolean;
  onExport: () => void;
}) {
  const t = useTranslations('audit');
  const common = useTranslations('common');
  return (
    <div className={classes.toolbar}>
      <p role="status" className={classes.summary}>
        {summary}
      </p>
      <div className={`${classes.actions} no-print`}>
        <NativeSelect
          label={t('perPage')}
          value={String(size)}
          data={PAGE_SIZES.map(String)}
          onChange={(event) => onSize(Number(event.currentTarget.value))}
        />
        <Button variant="default" loading={exporting} disabled={!canExport} onClick={onExport}>
          {common('exportXlsx')}
        </Button>
      </div>
    </div>
  );
}

/** Says the export is done, and into which file; a live region, so it is announced. */
export function AuditExported({
  file,
  total,
  number,
}: {
  file: string | null;
  total: number;
  number: Intl.NumberFormat;
}) {
  const t = useTranslations('audit');
  return (
    <div role="status" aria-live="polite">
      {file && (
        <Alert
          color="green"
          mb="sm"
          title={t('exported')}
          classNames={{ title: classes.alertTitle }}
        >
          <Text size="sm">
            {t('exportedText', { total: number.format(total), count: total, file })}
          </Text>
        </Alert>
      )}
    </div>
  );
}
