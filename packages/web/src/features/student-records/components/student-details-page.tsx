import { Button, Group, Modal, Text } from '@mantine/core';
import { CONSENT_MESSAGES, REGISTRATION_FIELD_LABELS, STUDENT_MESSAGES } from '@pragati/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useRevealAadhaar } from '../api/reveal-aadhaar';
import { useStudentDetails } from '../api/student-details';
import { ConsentSection } from './consent-section';
import consentClasses from './consent-print.module.css';
import { DetailsTables } from './details-tables';
import { StudentStatusActions } from './student-status-actions';
import classes from './students.module.css';

type DetailsRole = 'admin' | 'principal' | 'student';

/** Spec: back by role; student to /student, principal and admin to their student list. */
const BACK: Record<DetailsRole, string> = {
  student: paths.student.home,
  principal: paths.principal.viewStudents,
  admin: paths.admin.viewStudents,
};

type Props = {
  role: DetailsRole;
  /** Sections another feature adds to the record (the disability profile), composed by the portal. */
  extra?: (regNo: string) => ReactNode;
};

/** Spec: Student details view (admin, principal, and the student's own). */
export function StudentDetailsPage({ role, extra }: Props) {
  const t = useTranslations('studentRecords.detailsPage');
  const m = useMsg();
  const session = readSession();
  const { studentId = '' } = useParams();
  const regNo = role === 'student' ? (session?.userId ?? '') : studentId;
  const details = useStudentDetails(role, regNo);
  const reveal = useRevealAadhaar();
  const record = details.data;
  // Decisions §15: the details of a student without the guardian's consent are not printed.
  const pending = record?.consent === 'pending';

  let body;
  if (details.isPending) {
    body = <PageStatus />;
  } else if (details.isError) {
    const message =
      details.error instanceof ApiError && details.error.status === 404
        ? m(STUDENT_MESSAGES.notFound)
        : t('error', { message: details.error.message });
    body = (
      <p role="alert" className={classes.error}>
        {message}
      </p>
    );
  } else {
    body = (
      <>
        {role === 'admin' && (
          <div className={`${classes.actions} no-print`}>
            <Button component={Link} to={paths.admin.editStudent(record!.regNo)}>
              {t('edit')}
            </Button>
            <Button
              variant="default"
              loading={reveal.isPending}
              onClick={() =>
                reveal.mutate(record!.regNo, {
                  onError: (error) => toast.error(t('error', { message: error.message })),
                })
              }
            >
              {t('revealAadhaar')}
            </Button>
            <StudentStatusActions record={record!} />
          </div>
        )}
        <ConsentSection record={record!} role={role} />
        {extra?.(record!.regNo)}
        {pending ? (
          <>
            <p className={`${consentClasses.printOnly}`}>{m(CONSENT_MESSAGES.recordFirst)}</p>
            <div className={consentClasses.notPrinted}>
              <DetailsTables record={record!} />
            </div>
          </>
        ) : (
          <DetailsTables record={record!} />
        )}
      </>
    );
  }

  return (
    <PageLayout
      title={t('title')}
      userId={session?.userId}
      nameLabel={record ? `${record.name} (${record.regNo})` : undefined}
      backTo={BACK[role]}
      printable={!pending}
    >
      {body}
      <Modal
        opened={Boolean(reveal.data)}
        onClose={() => reveal.reset()}
        title={m(REGISTRATION_FIELD_LABELS.aadharNo)}
        centered
      >
        {reveal.data && (
          <>
            <Text mb="xs">
              {record?.name} ({reveal.data.regNo})
            </Text>
            <p className={classes.revealed}>
              {reveal.data.aadharNo.replace(/(\d{4})(?=\d)/g, '$1 ')}
            </p>
            <Text mb="lg">{t('revealRecorded')}</Text>
            <Group justify="flex-end">
              <Button onClick={() => reveal.reset()}>{t('close')}</Button>
            </Group>
          </>
        )}
      </Modal>
    </PageLayout>
  );
}
