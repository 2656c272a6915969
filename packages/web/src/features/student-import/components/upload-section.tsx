import { Alert, Button, Group, Text, Title } from '@mantine/core';
import type { StudentImportResponse } from '@pragati/domain';
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
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
  const t = useTranslations('studentImport.upload');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const upload = useImportStudents();

  const onUpload = () => {
    const file = input.current?.files?.[0];
    if (!file) {
      setError(t('noFile'));
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
      <TemplateSection />
      <section className={classes.section} aria-labelledby="import-upload">
        <Title order={2} id="import-upload" className={classes.sectionTitle}>
          {t('uploadTitle')}
        </Title>
        <Group className={classes.fileRow}>
          <label className={classes.fileField} htmlFor={inputId}>
            {t('fileLabel')}
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
            {t('upload')}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {upload.isPending && <Text mt="sm">{t('uploading')}</Text>}
        </div>
        {error && (
          <Alert id={`${inputId}-error`} color="red" mt="sm" role="alert" title={t('notUploaded')}>
            {error}
          </Alert>
        )}
      </section>
    </>
  );
}

/** Step 1: the template to fill in. */
function TemplateSection() {
  const t = useTranslations('studentImport.upload');
  const template = useDownloadImportTemplate();
  const onDownload = () =>
    template.mutate(undefined, {
      onError: (e) => toast.error(e.message || t('templateError')),
    });
  return (
    <section className={classes.section} aria-labelledby="import-template">
      <Title order={2} id="import-template" className={classes.sectionTitle}>
        {t('templateTitle')}
      </Title>
      <Text className={classes.note}>{t('templateNote')}</Text>
      <Button
        variant="default"
        className={classes.target}
        onClick={onDownload}
        loading={template.isPending}
      >
        {t('downloadTemplate')}
      </Button>
    </section>
  );
}
