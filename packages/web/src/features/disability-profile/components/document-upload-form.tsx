import { Alert, Button, Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, DOCUMENT_MESSAGES } from '@pragati/domain';
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useUploadDocument } from '../api/documents';

/** The admin's upload: the file, what it is, whether the guardian sees it, and its expiry. */
export function DocumentUploadForm({ regNo }: { regNo: string }) {
  const t = useTranslations('disabilityProfile.documents');
  const m = useMsg();
  const upload = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [kind, setKind] = useState<string>('certificate');
  const [shared, setShared] = useState(false);
  const [expiresOn, setExpiresOn] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [noFile, setNoFile] = useState(false);

  const onUpload = () => {
    const file = input.current?.files?.[0];
    setDone(null);
    setNoFile(!file);
    if (!file) {
      upload.reset();
      return;
    }
    upload.mutate(
      { regNo, file, kind, visibleToGuardian: shared, expiresOn },
      {
        onSuccess: (answer) => {
          setDone(m(answer.msg));
          setExpiresOn('');
          setInputKey((k) => k + 1);
        },
      },
    );
  };
  const error = noFile
    ? m(DOCUMENT_MESSAGES.noFile)
    : upload.error
      ? m(upload.error.message)
      : null;

  return (
    <fieldset>
      <legend>{t('uploadLegend')}</legend>
      <Stack gap="xs">
        <label htmlFor={inputId}>
          {t('file')}
          <input
            key={inputKey}
            ref={input}
            id={inputId}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
        </label>
        <NativeSelect
          label={t('kind')}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value)}
          data={DOCUMENT_KINDS.map((k) => ({ value: k, label: m(DOCUMENT_KIND_LABELS[k]) }))}
        />
        <TextInput
          type="date"
          label={t('expiresOn')}
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.currentTarget.value)}
        />
        <Checkbox
          label={t('shared')}
          checked={shared}
          onChange={(e) => setShared(e.currentTarget.checked)}
        />
        <div>
          <Button onClick={onUpload} loading={upload.isPending}>
            {t('upload')}
          </Button>
        </div>
        <UploadOutcome done={done} error={error} id={`${inputId}-error`} />
      </Stack>
    </fieldset>
  );
}

/** What became of the last upload: said politely, or as an alert. */
function UploadOutcome({
  done,
  error,
  id,
}: {
  done: string | null;
  error: string | null;
  id: string;
}) {
  const t = useTranslations('disabilityProfile.documents');
  return (
    <>
      <div role="status" aria-live="polite">
        {done}
      </div>
      {error && (
        <Alert id={id} color="red" role="alert" title={t('notUploaded')}>
          {error}
        </Alert>
      )}
    </>
  );
}
