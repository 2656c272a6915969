import { Alert, Button, Group, Text, Title } from '@mantine/core';
import type { StudentImportResponse } from '@pragati/domain';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useDownloadImportTemplate } from '../api/download-import-template';
import { useImportStudents } from '../api/import-students';
import classes from './import-students.module.css';

/** Steps 1 and 2 of the screen: the template to fill in, and the filled sheet to upload. */
export function UploadSection({
  onUploaded,
}: {
  onUploaded: (result: StudentImportResponse) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const template = useDownloadImportTemplate();
  const upload = useImportStudents();

  const onDownload = () =>
    template.mutate(undefined, {
      onError: (e) => toast.error(e.message || 'The template could not be downloaded.'),
    });

  const onUpload = () => {
    const file = input.current?.files?.[0];
    if (!file) {
      setError('No file selected');
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        setInputKey((k) => k + 1);
        onUploaded(result);
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <>
      <section className={classes.section} aria-labelledby="import-template">
        <Title order={2} id="import-template" className={classes.sectionTitle}>
          1. Fill in the template
        </Title>
        <Text className={classes.note}>
          One student per row: the required fields of the registration form and the class. Students
          start in year 1; the rest of the intake can be added later on each student’s details.
        </Text>
        <Button
          variant="default"
          className={classes.target}
          onClick={onDownload}
          loading={template.isPending}
        >
          Download template (.xlsx)
        </Button>
      </section>
      <section className={classes.section} aria-labelledby="import-upload">
        <Title order={2} id="import-upload" className={classes.sectionTitle}>
          2. Upload the filled sheet
        </Title>
        <Group className={classes.fileRow}>
          <label className={classes.fileField} htmlFor={inputId}>
            Student sheet (.xlsx)
            <input
              key={inputKey}
              ref={input}
              id={inputId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={() => setError(null)}
            />
          </label>
          <Button className={classes.target} onClick={onUpload} loading={upload.isPending}>
            Upload and register
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {upload.isPending && (
            <Text mt="sm">Uploading and registering students… a large sheet takes a while.</Text>
          )}
        </div>
        {error && (
          <Alert id={`${inputId}-error`} color="red" mt="sm" role="alert" title="Not uploaded">
            {error}
          </Alert>
        )}
      </section>
    </>
  );
}
