import { Button, Group, Table, Title } from '@mantine/core';
import { instituteDate } from '@pragati/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useOwnCorrections } from '../api/own-corrections';
import { CorrectionForm } from './correction-form';
import classes from './corrections.module.css';
import { outcomeText } from './outcome-text';

/**
 * The student's (and guardian's) correction requests (issue 19 part 4): ask for a field to be
 * corrected, and see each request's outcome (open, accepted, or declined with the reason).
 */
export function StudentCorrectionsPage() {
  const session = readSession();
  const list = useOwnCorrections();
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  return (
    <PageLayout
      title="Ask for a correction"
      shortTitle="Corrections"
      userId={session?.userId}
      focusTitle
    >
      <div className={classes.body}>
        <p>
          If something in your registration details is wrong, ask the office to correct it. The
          office checks the request and either corrects the record or tells you why not.
        </p>
        <Title order={2} id="ask-title" size="h3">
          New request
        </Title>
        <CorrectionForm
          onSent={(message) => {
            setSent(message);
            toast.success(message);
          }}
        />
        <p role="status" ref={sentRef} tabIndex={-1}>
          {sent}
        </p>
        <Title order={2} size="h3" mt="lg">
          My requests
        </Title>
        {list.isPending ? (
          <PageStatus />
        ) : list.isError ? (
          <div role="alert">
            <p>Your requests could not be loaded: {list.error.message}</p>
            <Button
              className={classes.action}
              variant="default"
              onClick={() => void list.refetch()}
            >
              Try again
            </Button>
          </div>
        ) : list.data.data.length === 0 ? (
          <p>You have not asked for any correction yet.</p>
        ) : (
          <div
            className={classes.tableBox}
            role="region"
            aria-label="My correction requests"
            tabIndex={0}
          >
            <Table withTableBorder striped>
              <Table.Caption className={classes.caption}>
                My correction requests, newest first
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Asked on</Table.Th>
                  <Table.Th scope="col">Field</Table.Th>
                  <Table.Th scope="col">Correct value</Table.Th>
                  <Table.Th scope="col">Reason</Table.Th>
                  <Table.Th scope="col">Outcome</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{instituteDate(new Date(r.createdAt))}</Table.Td>
                    <Table.Td>{r.fieldLabel}</Table.Td>
                    <Table.Td>{r.proposedValue}</Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                    <Table.Td className={classes.outcome}>{outcomeText(r)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        <Group mt="lg">
          <Button
            className={classes.action}
            component={Link}
            to={paths.student.home}
            variant="default"
          >
            Back
          </Button>
        </Group>
      </div>
    </PageLayout>
  );
}
