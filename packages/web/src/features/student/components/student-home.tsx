import { Button, Group, Table } from '@mantine/core';
import { displayDate, REGISTRATION_FIELD_LABELS, SEX_LABELS } from '@pragati/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useStudentProfile } from '../api/profile';
import classes from './student-home.module.css';

/**
 * Spec: Student home, the student's own registration fields (Aadhaar masked). `learning`: what
 * the student is learning now (features/programme), composed in by the app, shown first.
 */
export function StudentHome({ learning }: { learning?: ReactNode }) {
  const session = readSession();
  const t = useTranslations('student');
  const m = useMsg();
  const shown = (value: string) => (value.trim() ? value : t('notRecorded'));
  const field = REGISTRATION_FIELD_LABELS;
  const profile = useStudentProfile();
  const p = profile.data;
  return (
    <PageLayout title={t('title')} userId={session?.userId} nameLabel={p?.name}>
      {profile.isPending ? (
        <PageStatus />
      ) : profile.isError ? (
        <div role="alert">
          <p>{t('error', { message: profile.error.message })}</p>
          <Button variant="default" onClick={() => void profile.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          {learning}
          <Table withTableBorder striped className={classes.table}>
            <Table.Caption className={classes.caption}>{t('caption')}</Table.Caption>
            <Table.Tbody>
              {(
                [
                  [m(field.regNo), p!.regNo],
                  [m(field.regDate), displayDate(p!.regDate)],
                  [m(field.dob), displayDate(p!.dob)],
                  [m(field.name), p!.name],
                  [m(field.sex), m(SEX_LABELS[p!.sex as keyof typeof SEX_LABELS] ?? p!.sex)],
                  [t('informant'), shown(p!.information)],
                  [t('education'), shown(p!.education)],
                  [t('referredBy'), shown(p!.refBy)],
                  [t('occupation'), shown(p!.occupation)],
                  [m(field.aadharNo), shown(p!.aadharNo)],
                  [t('paymentType'), shown(p!.paymentType)],
                  [t('mobile'), shown(p!.mobileNo)],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group mt="lg">
            <Button component={Link} to={paths.student.details}>
              {t('details')}
            </Button>
            <Button component={Link} to={paths.student.history} variant="default">
              {t('history')}
            </Button>
            <Button component={Link} to={paths.student.myData} variant="default">
              {t('myData')}
            </Button>
          </Group>
        </>
      )}
    </PageLayout>
  );
}
