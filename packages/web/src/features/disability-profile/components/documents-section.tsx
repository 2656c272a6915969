import { Button, Group, Text } from '@mantine/core';
import { DOCUMENT_KIND_LABELS, type StudentDocument } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import type { ProfileReader } from '../api/disability-profile';
import { downloadDocument, useDeleteDocument, useDocuments } from '../api/documents';
import { DocumentUploadForm } from './document-upload-form';

type Props = { regNo: string; role: ProfileReader };

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;

type ListProps = { documents: StudentDocument[]; onDownload: (doc: StudentDocument) => void };

/** The guardian's list: each shared paper in plain words, with its download. */
function SharedList({ documents, onDownload }: ListProps) {
  const t = useTranslations('disabilityProfile.documents');
  const m = useMsg();
  return (
    <ul data-testid="shared-documents">
      {documents.map((doc) => (
        <li key={doc.id}>
          <Group gap="sm">
            <Text>
              {t('plain', {
                kind: m(DOCUMENT_KIND_LABELS[doc.kind]),
                date: doc.uploadedAt.slice(0, 10),
              })}
            </Text>
            <Button
              variant="light"
              onClick={() => onDownload(doc)}
              aria-label={t('downloadNamed', { name: doc.filename })}
            >
              {t('download')}
            </Button>
          </Group>
        </li>
      ))}
    </ul>
  );
}

/** The staff's table; the admin's rows also delete. */
function DocumentsTable({
  documents,
  admin,
  onDownload,
  onDelete,
}: ListProps & { admin: boolean; onDelete: (doc: StudentDocument) => void }) {
  const t = useTranslations('disabilityProfile.documents');
  const m = useMsg();
  return (
    <table data-testid="documents-table">
      <caption>{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('kind')}</th>
          <th scope="col">{t('name')}</th>
          <th scope="col">{t('size')}</th>
          <th scope="col">{t('expiresOn')}</th>
          <th scope="col">{t('sharedColumn')}</th>
          <th scope="col">{t('actions')}</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => (
          <tr key={doc.id}>
            <td>{m(DOCUMENT_KIND_LABELS[doc.kind])}</td>
            <td>{doc.filename}</td>
            <td>{sizeOf(doc.size)}</td>
            <td>{doc.expiresOn ?? t('noExpiry')}</td>
            <td>{doc.visibleToGuardian ? t('yes') : t('no')}</td>
            <td>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onDownload(doc)}
                  aria-label={t('downloadNamed', { name: doc.filename })}
                >
                  {t('download')}
                </Button>
                {admin && (
                  <Button
                    size="xs"
                    color="red.9"
                    variant="outline"
                    onClick={() => onDelete(doc)}
                    aria-label={t('deleteNamed', { name: doc.filename })}
                  >
                    {t('delete')}
                  </Button>
                )}
              </Group>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Documents on the record (issue 30 part 3): staff see a table and download; the admin uploads
 * and deletes; the student's account (the guardian) sees, in plain words, what is shared with them.
 */
export function DocumentsSection({ regNo, role }: Props) {
  const t = useTranslations('disabilityProfile.documents');
  const m = useMsg();
  const found = useDocuments(role, regNo);
  const remove = useDeleteDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const documents = found.data?.documents ?? [];

  const onDownload = (doc: StudentDocument) => {
    setProblem(null);
    downloadDocument(role, regNo, doc).catch((error: Error) => setProblem(m(error.message)));
  };
  const onDelete = (doc: StudentDocument) => {
    setProblem(null);
    remove.mutate(
      { regNo, id: doc.id },
      {
        onSuccess: (answer) => setStatus(m(answer.msg)),
        onError: (error) => setProblem(m(error.message)),
      },
    );
  };

  let body;
  if (found.isPending) body = <Text>{t('loading')}</Text>;
  else if (found.isError)
    body = <p role="alert">{t('loadError', { message: m(found.error.message) })}</p>;
  else if (documents.length === 0)
    body = <Text>{role === 'student' ? t('noneShared') : t('none')}</Text>;
  else if (role === 'student') body = <SharedList documents={documents} onDownload={onDownload} />;
  else {
    body = (
      <DocumentsTable
        documents={documents}
        admin={role === 'admin'}
        onDownload={onDownload}
        onDelete={onDelete}
      />
    );
  }

  return (
    <section aria-labelledby="documents-heading">
      <h3 id="documents-heading">{role === 'student' ? t('sharedHeading') : t('heading')}</h3>
      {body}
      <div role="status" aria-live="polite">
        {status}
      </div>
      {problem && <p role="alert">{problem}</p>}
      {role === 'admin' && <DocumentUploadForm regNo={regNo} />}
    </section>
  );
}
