import { Alert, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { CATEGORY_DISPLAY_NAMES, type ImportQuestionsResponse } from '@pragati/domain';
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { translate } from '../../../i18n/locale-state';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useExportQuestionBank } from '../api/export-question-bank';
import { useImportQuestionBank } from '../api/import-question-bank';
import classes from './question-bank.module.css';
import { useGroupName } from '../../../lib/programme-groups';

type Failure = { message: string; issues: string[] };

function toFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    return { message: error.message, issues: (error.issues ?? []).map((i) => i.message) };
  }
  return { message: translate()('questionBank.files.importFailed'), issues: [] };
}

function ImportSummary({ result }: { result: ImportQuestionsResponse }) {
  const groupName = useGroupName();
  const t = useTranslations('questionBank.files');
  const m = useMsg();
  return (
    <Alert
      classNames={{ title: classes.alertTitle }}
      color="green"
      title={result.msg}
      className={classes.details}
    >
      <Table withTableBorder striped>
        <Table.Caption>{t('summaryCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('section')}</Table.Th>
            <Table.Th scope="col">{t('category')}</Table.Th>
            <Table.Th scope="col">{t('items')}</Table.Th>
            <Table.Th scope="col">{t('result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.categories.map((c) => (
            <Table.Tr key={`${c.section}-${c.category}`}>
              <Table.Td>{groupName(c.section)}</Table.Td>
              <Table.Td>{m(CATEGORY_DISPLAY_NAMES[c.category])}</Table.Td>
              <Table.Td>{c.items}</Table.Td>
              <Table.Td>
                {c.changed
                  ? t('newVersion', { version: c.version, added: c.added, retired: c.retired })
                  : t('unchanged', { version: c.version })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}

/** Why the file was not imported: the first problem, then all of them when there are several. */
function ImportFailure({ failure }: { failure: Failure }) {
  const t = useTranslations('questionBank.files');
  return (
    <Alert
      classNames={{ title: classes.alertTitle }}
      color="red"
      title={t('notImported')}
      className={classes.details}
      role="alert"
    >
      <Text size="sm">{failure.message}</Text>
      {failure.issues.length > 1 && (
        <ul className={classes.issues} aria-label={t('allProblems')}>
          {failure.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** What is under way, read out by screen readers as it starts. */
function FilesStatus({ importing, exporting }: { importing: boolean; exporting: boolean }) {
  const t = useTranslations('questionBank.files');
  return (
    <div role="status" aria-live="polite">
      {importing && (
        <Text size="sm" mt="sm">
          {t('importing')}
        </Text>
      )}
      {exporting && (
        <Text size="sm" mt="sm">
          {t('preparing')}
        </Text>
      )}
    </div>
  );
}

/** Import an .xlsx (every row checked first; a bad file changes nothing) and export the bank. */
export function ImportExportPanel() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [inputKey, setInputKey] = useState(0);
  const [result, setResult] = useState<ImportQuestionsResponse | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const importBank = useImportQuestionBank();
  const exportBank = useExportQuestionBank();
  const t = useTranslations('questionBank.files');

  const onImport = () => {
    const file = input.current?.files?.[0];
    setResult(null);
    if (!file) return setFailure({ message: t('noFile'), issues: [] });
    setFailure(null);
    importBank.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        setInputKey((k) => k + 1);
        toast.success(answer.msg);
      },
      onError: (error) => setFailure(toFailure(error)),
    });
  };

  const onExport = () =>
    exportBank.mutate(undefined, {
      onSuccess: () => toast.success(t('exported')),
      onError: (error) => toast.error(error.message || t('exportFailed')),
    });

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="bank-files"
      className={`${classes.panel} no-print`}
    >
      <Title order={2} id="bank-files" className={classes.panelTitle}>
        {t('heading')}
      </Title>
      <Text size="sm" mb="sm">
        {t('help')}
      </Text>
      <Group align="end" gap="md">
        <label className={classes.fileField} htmlFor={inputId}>
          {t('fileLabel')}
          <input
            key={inputKey}
            ref={input}
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={() => setFailure(null)}
          />
        </label>
        <Button onClick={onImport} loading={importBank.isPending}>
          {t('import')}
        </Button>
        <Button variant="default" onClick={onExport} loading={exportBank.isPending}>
          {t('export')}
        </Button>
      </Group>
      <FilesStatus importing={importBank.isPending} exporting={exportBank.isPending} />
      {failure && <ImportFailure failure={failure} />}
      {result && <ImportSummary result={result} />}
    </Card>
  );
}
