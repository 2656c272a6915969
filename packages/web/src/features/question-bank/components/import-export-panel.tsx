import { Alert, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import {
  CATEGORY_DISPLAY_NAMES,
  SECTION_DISPLAY_NAMES,
  type ImportQuestionsResponse,
} from '@pragati/domain';
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useExportQuestionBank } from '../api/export-question-bank';
import { useImportQuestionBank } from '../api/import-question-bank';
import classes from './question-bank.module.css';

const NO_FILE = 'No file selected';

type Failure = { message: string; issues: string[] };

function toFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    return { message: error.message, issues: (error.issues ?? []).map((i) => i.message) };
  }
  return { message: 'The file could not be imported. Please try again.', issues: [] };
}

function ImportSummary({ result }: { result: ImportQuestionsResponse }) {
  return (
    <Alert
      classNames={{ title: classes.alertTitle }}
      color="green"
      title={result.msg}
      className={classes.details}
    >
      <Table withTableBorder striped>
        <Table.Caption>What the import did, per section and category</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Section</Table.Th>
            <Table.Th scope="col">Category</Table.Th>
            <Table.Th scope="col">Items</Table.Th>
            <Table.Th scope="col">Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.categories.map((c) => (
            <Table.Tr key={`${c.section}-${c.category}`}>
              <Table.Td>{SECTION_DISPLAY_NAMES[c.section]}</Table.Td>
              <Table.Td>{CATEGORY_DISPLAY_NAMES[c.category]}</Table.Td>
              <Table.Td>{c.items}</Table.Td>
              <Table.Td>
                {c.changed
                  ? `New version ${c.version}: ${c.added} added, ${c.retired} retired`
                  : `Unchanged (version ${c.version})`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
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
  const t = useTranslations('questionBank');

  const onImport = () => {
    const file = input.current?.files?.[0];
    setResult(null);
    if (!file) return setFailure({ message: NO_FILE, issues: [] });
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
      onSuccess: () => toast.success('Question bank exported.'),
      onError: (error) => toast.error(error.message || 'The export failed. Please try again.'),
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
        Import and export
      </Title>
      <Text size="sm" mb="sm">
        {t('sheetColumns')}
      </Text>
      <Group align="end" gap="md">
        <label className={classes.fileField} htmlFor={inputId}>
          Question bank file (.xlsx)
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
          Import
        </Button>
        <Button variant="default" onClick={onExport} loading={exportBank.isPending}>
          Export .xlsx
        </Button>
      </Group>
      <div role="status" aria-live="polite">
        {importBank.isPending && (
          <Text size="sm" mt="sm">
            Importing… every row is checked before anything is saved.
          </Text>
        )}
        {exportBank.isPending && (
          <Text size="sm" mt="sm">
            Preparing the export…
          </Text>
        )}
      </div>
      {failure && (
        <Alert
          classNames={{ title: classes.alertTitle }}
          color="red"
          title="The file was not imported"
          className={classes.details}
          role="alert"
        >
          <Text size="sm">{failure.message}</Text>
          {failure.issues.length > 1 && (
            <ul className={classes.issues} aria-label="All problems found">
              {failure.issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {result && <ImportSummary result={result} />}
    </Card>
  );
}
