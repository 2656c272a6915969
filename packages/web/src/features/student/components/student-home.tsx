import { Button, Group, Table } from '@mantine/core';
import { displayDate, SEX_LABELS } from '@pragati/domain';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useStudentProfile } from '../api/profile';
import classes from './student-home.module.css';

const shown = (value: string) => (value.trim() ? value : 'Not recorded');

/** Spec: Student home, the student's own registration fields (Aadhaar masked). */
export function StudentHome() {
  const session = readSession();
  const profile = useStudentProfile();
  // The corrections screen's own title names the way there.
  const tc = useTranslations('corrections');
  const p = profile.data;
  return (
    <PageLayout title="Student Home" userId={session?.userId} nameLabel={p?.name}>
      {profile.isPending ? (
        <PageStatus />
      ) : profile.isError ? (
        <div role="alert">
          <p>Error: {profile.error.message}</p>
          <Button variant="default" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <Table withTableBorder striped className={classes.table}>
            <Table.Caption className={classes.caption}>My registration details</Table.Caption>
            <Table.Tbody>
              {(
                [
                  ['Registration Number', p!.regNo],
                  ['Registration Date', displayDate(p!.regDate)],
                  ['Date of Birth', displayDate(p!.dob)],
                  ['Name', p!.name],
                  ['Sex', SEX_LABELS[p!.sex as keyof typeof SEX_LABELS] ?? p!.sex],
                  ['Informant', shown(p!.information)],
                  ['Education', shown(p!.education)],
                  ['Referred By', shown(p!.refBy)],
                  ['Occupation', shown(p!.occupation)],
                  ['Aadhar Number', shown(p!.aadharNo)],
                  ['Payment Type', shown(p!.paymentType)],
                  ['Mobile', shown(p!.mobileNo)],
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
              Details
            </Button>
            <Button component={Link} to={paths.student.history} variant="default">
              History
            </Button>
            <Button component={Link} to={paths.student.myData} variant="default">
              My data
            </Button>
            <Button component={Link} to={paths.student.corrections} variant="default">
              {tc('studentTitle')}
            </Button>
          </Group>
        </>
      )}
    </PageLayout>
  );
}
