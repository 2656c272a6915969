import { Button, Group, NativeSelect, Table } from '@mantine/core';
import {
  type AdminCorrection,
  CORRECTION_STATUS_LABELS,
  CORRECTION_STATUSES,
  instituteDate,
} from '@pragati/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { type CorrectionFilter, useAdminCorrections } from '../api/admin-corrections';
import classes from './corrections.module.css';
import { AcceptDialog, DeclineDialog } from './decision-dialogs';
import { outcomeText } from './outcome-text';

const FILTERS: { value: CorrectionFilter; label: string }[] = [
  ...CORRECTION_STATUSES.map((s) => ({ value: s, label: CORRECTION_STATUS_LABELS[s] })),
  { value: 'all', label: 'All' },
];

/**
 * The admin's correction requests (issue 19 part 4): open ones oldest first, each with the value
 * held now beside the one asked for; accept (the change is applied) or decline with a reason.
 */
export function AdminCorrectionsPage() {
  const session = readSession();
  const [filter, setFilter] = useState<CorrectionFilter>('open');
  const list = useAdminCorrections(filter);
  const [accepting, setAccepting] = useState<AdminCorrection | null>(null);
  const [declining, setDeclining] = useState<AdminCorrection | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The row's buttons go with the decision: the keyboard's place is the outcome.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const finished = (message: string) => {
    setDone(message);
    toast.success(message);
  };
  const rows = list.data?.data ?? [];

  return (
    <PageLayout title="Correction requests" shortTitle="Corrections" userId={session?.userId}>
      <p>
        Guardians ask for these from the student portal. Accepting changes the student’s record with
        the registration rules; declining keeps it and shows the guardian your reason.
      </p>
      <Group align="end">
        <NativeSelect
          label="Show"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value as CorrectionFilter)}
          data={FILTERS}
        />
        {list.data && (
          <p className={classes.outcome} aria-live="polite">
            Open requests: {list.data.openCount}
          </p>
        )}
      </Group>
      <p role="status" ref={doneRef} tabIndex={-1}>
        {done}
      </p>
      {list.isPending ? (
        <PageStatus />
      ) : list.isError ? (
        <div role="alert">
          <p>The requests could not be loaded: {list.error.message}</p>
          <Button variant="default" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p>
          No {filter === 'all' ? '' : `${CORRECTION_STATUS_LABELS[filter].toLowerCase()} `}
          requests.
        </p>
      ) : (
        <div
          className={classes.tableBox}
          role="region"
          aria-label={`${filter === 'all' ? 'All' : CORRECTION_STATUS_LABELS[filter]} correction requests`}
          tabIndex={0}
        >
          <Table withTableBorder striped>
            <Table.Caption className={classes.caption}>
              {filter === 'all' ? 'All' : CORRECTION_STATUS_LABELS[filter]} correction requests
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Asked on</Table.Th>
                <Table.Th scope="col">Student</Table.Th>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Held now</Table.Th>
                <Table.Th scope="col">Asked for</Table.Th>
                <Table.Th scope="col">Reason</Table.Th>
                <Table.Th scope="col">Outcome</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{instituteDate(new Date(r.createdAt))}</Table.Td>
                  <Table.Td>
                    <Link to={paths.admin.studentDetails(r.regNo)}>
                      {r.studentName} ({r.regNo})
                    </Link>
                  </Table.Td>
                  <Table.Td>{r.fieldLabel}</Table.Td>
                  <Table.Td>{r.currentValue || 'Not recorded'}</Table.Td>
                  <Table.Td>{r.proposedValue}</Table.Td>
                  <Table.Td>{r.reason}</Table.Td>
                  <Table.Td>{outcomeText(r)}</Table.Td>
                  <Table.Td>
                    {r.status === 'open' ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          aria-label={`Accept: ${r.fieldLabel} of ${r.studentName}`}
                          onClick={() => setAccepting(r)}
                        >
                          Accept
                        </Button>
                        <Button
                          variant="default"
                          aria-label={`Decline: ${r.fieldLabel} of ${r.studentName}`}
                          onClick={() => setDeclining(r)}
                        >
                          Decline
                        </Button>
                      </Group>
                    ) : (
                      `By ${r.decidedBy ?? ''}`
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <AcceptDialog request={accepting} onClose={() => setAccepting(null)} onDone={finished} />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} onDone={finished} />
    </PageLayout>
  );
}
