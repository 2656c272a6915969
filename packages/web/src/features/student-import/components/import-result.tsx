import { Button, Text, Title } from '@mantine/core';
import type { Credential, StudentImportResponse } from '@pragati/domain';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { CredentialsTable } from '../../../components/credentials-table';
import { toast } from '../../../lib/toast';
import { useStudentCredentialsSheet } from '../api/student-credentials-sheet';
import classes from './import-students.module.css';

/** What the last upload did; the heading takes the focus when a new answer arrives. */
export function ImportResult({ result }: { result: StudentImportResponse }) {
  const t = useTranslations('studentImport.result');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  return (
    <section className={classes.section} aria-labelledby="import-result">
      <Title
        order={2}
        id="import-result"
        ref={heading}
        tabIndex={-1}
        className={classes.sectionTitle}
      >
        {t('title')}
      </Title>
      <Text className={classes.note}>{result.msg}</Text>
      <ul className={classes.counts}>
        <li>{t('registered', { count: result.registered })}</li>
        <li>{t('pending', { count: result.pending })}</li>
        <li>{t('duplicates', { count: result.duplicates })}</li>
        {result.reissued > 0 && <li>{t('reissued', { count: result.reissued })}</li>}
        {result.consents > 0 && <li>{t('consents', { count: result.consents })}</li>}
      </ul>
      {result.duplicateRows.length > 0 && (
        <details>
          <summary>{t('duplicateRows')}</summary>
          <ul className={classes.counts}>
            {result.duplicateRows.map((d) => (
              <li key={d.rowNumber}>
                {d.regNo
                  ? t('duplicateRow', { row: d.rowNumber, regNo: d.regNo })
                  : t('duplicateRowNoRegNo', { row: d.rowNumber })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** The new accounts' temporary passwords, shown this once, with the sheet to print. */
export function NewAccounts({ credentials }: { credentials: Credential[] }) {
  const t = useTranslations('studentImport.accounts');
  const sheet = useStudentCredentialsSheet();
  if (credentials.length === 0) return null;
  const onDownload = () =>
    sheet.mutate(credentials, {
      onError: (e) => toast.error(e.message || t('sheetError')),
    });
  return (
    <section className={classes.section} aria-labelledby="import-accounts">
      <Title order={2} id="import-accounts" className={classes.sectionTitle}>
        {t('title')}
      </Title>
      <Text className={classes.note}>{t('note')}</Text>
      <Button
        variant="default"
        className={classes.target}
        mb="sm"
        onClick={onDownload}
        loading={sheet.isPending}
      >
        {t('download')}
      </Button>
      <CredentialsTable
        credentials={credentials}
        caption={t('caption', { count: credentials.length })}
        userIdLabel={t('userId')}
        passwordLabel={t('password')}
      />
    </section>
  );
}
