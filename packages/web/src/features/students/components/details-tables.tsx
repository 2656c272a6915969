import { Table } from '@mantine/core';
import {
  classDisplayName,
  DEVELOPMENT_HISTORY_GROUPS,
  displayDate,
  durationKey,
  FAMILY_HISTORY_GROUPS,
  HISTORY_GROUPS,
  type IntakeFieldGroup,
  PRESENTING_COMPLAINTS,
  SEX_LABELS,
  STUDENT_STATUS_LABELS,
  type StudentDetailsRecord,
} from '@pragati/domain';
import type { ReactNode } from 'react';
import classes from './students.module.css';

const NOT_RECORDED = 'Not recorded';
const shown = (value: string | undefined) => (value && value.trim() ? value : NOT_RECORDED);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      <div className={classes.tableWrap}>{children}</div>
    </section>
  );
}

function RowsTable({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table withTableBorder striped className={classes.detailsTable}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A group's items under their sub-headings (Prenatal, Natal, …), each row Item | Details. */
function GroupsTable({
  groups,
  values,
}: {
  groups: readonly IntakeFieldGroup[];
  values: Record<string, string>;
}) {
  return (
    <Table withTableBorder className={classes.detailsTable}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Item</Table.Th>
          <Table.Th scope="col">Details</Table.Th>
        </Table.Tr>
      </Table.Thead>
      {groups.map((group) => (
        <Table.Tbody key={group.title}>
          <Table.Tr className={classes.groupRow}>
            <Table.Th scope="colgroup" colSpan={2}>
              {group.title}
            </Table.Th>
          </Table.Tr>
          {group.fields.map((field) => (
            <Table.Tr key={field.key}>
              <Table.Th scope="row">{field.label}</Table.Th>
              <Table.Td>{shown(values[field.key])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      ))}
    </Table>
  );
}

/**
 * Where the student is and their status (decisions §7): a completed or left student's class and
 * term are their last ones, never shown as current; a left student's date and reason are shown.
 */
export function placementRows(record: StudentDetailsRecord): [string, string][] {
  const classText = `${classDisplayName(record.classId)} (${record.classId})`;
  if (record.status === 'active') {
    return [
      ['Class', classText],
      ['Current Term', `Term ${record.currTerm}`],
      ['Status', STUDENT_STATUS_LABELS.active],
    ];
  }
  const status =
    record.status === 'left'
      ? `${STUDENT_STATUS_LABELS.left} on ${displayDate(record.leftOn) || 'an unrecorded date'}`
      : `${STUDENT_STATUS_LABELS.completed}: finished the programme`;
  const rows: [string, string][] = [
    ['Status', status],
    ['Last Class', classText],
    ['Last Term', `Term ${record.currTerm}`],
  ];
  if (record.status === 'left') rows.push(['Reason for Leaving', shown(record.leftReason ?? '')]);
  return rows;
}

/**
 * Spec: Student details view, read-only tables Student Details, Presenting Complaints, History,
 * Family History, Development History. Dates as their first 10 characters; Aadhaar masked.
 */
export function DetailsTables({ record }: { record: StudentDetailsRecord }) {
  const { info } = record;
  const sex = SEX_LABELS[info.sex as keyof typeof SEX_LABELS] ?? info.sex;
  const entries = info.historyOfPresentCondition.filter((e) => e.description.trim());
  return (
    <>
      <Section id="student-details" title="Student Details">
        <RowsTable
          rows={[
            ['Registration Number', info.regNo],
            ['Name', info.name],
            ['Sex', shown(sex)],
            ['Registration Date', displayDate(info.regDate)],
            ['Date of Birth', displayDate(info.dob)],
            ...placementRows(record),
            ['Informant', shown(info.information)],
            ['Education', shown(info.education)],
            ['Referred By', shown(info.refBy)],
            ['Occupation', shown(info.occupation)],
            ['Aadhar Number', shown(info.aadharNo)],
            ['Payment Type', shown(info.paymentType)],
            ['Mobile No.', shown(info.mobileNo)],
            ['Purpose of Visit', shown(info.purposeVisit)],
            ['Previous Consultation and Treatment', yesNo(info.previousConsultationAndTreatement)],
            ['Nature of Consultations', shown(info.isYesNatureOfConsultations)],
            ['Treatment Undergone', yesNo(info.treatmentUnderGone)],
            ['Type of Treatment', shown(info.typeOfTreatment)],
            ['Therapeutic', shown(info.therapeutic)],
            [
              'History of Present Condition',
              entries.length === 0 ? (
                NOT_RECORDED
              ) : (
                <ol className={classes.entries}>
                  {entries.map((entry, index) => (
                    <li key={index}>{entry.description}</li>
                  ))}
                </ol>
              ),
            ],
          ]}
        />
      </Section>

      <Section id="presenting-complaints" title="Presenting Complaints">
        <Table withTableBorder striped className={classes.detailsTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Complaint</Table.Th>
              <Table.Th scope="col">Onset</Table.Th>
              <Table.Th scope="col">Duration</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PRESENTING_COMPLAINTS.map((complaint) => (
              <Table.Tr key={complaint.key}>
                <Table.Th scope="row">{complaint.label}</Table.Th>
                <Table.Td>{shown(record.presentingComplaints[complaint.key])}</Table.Td>
                <Table.Td>
                  {shown(record.presentingComplaints[durationKey(complaint.key)])}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Section id="history" title="History">
        <GroupsTable groups={HISTORY_GROUPS} values={record.history} />
      </Section>
      <Section id="family-history" title="Family History">
        <GroupsTable groups={FAMILY_HISTORY_GROUPS} values={record.familyHistory} />
      </Section>
      <Section id="development-history" title="Development History">
        <GroupsTable groups={DEVELOPMENT_HISTORY_GROUPS} values={record.developmentHistory} />
      </Section>
    </>
  );
}
