import { Table } from '@mantine/core';
import {
  DEVELOPMENT_HISTORY_GROUPS,
  displayDate,
  durationKey,
  FAMILY_HISTORY_GROUPS,
  HISTORY_GROUPS,
  type IntakeFieldGroup,
  PRESENTING_COMPLAINTS,
  REGISTRATION_FIELD_LABELS,
  SEX_LABELS,
  STUDENT_STATUS_LABELS,
  type StudentDetailsRecord,
} from '@pragati/domain';
import { type ReactNode, useId } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';
import classes from './students.module.css';

/** A value as shown: "Not recorded" (in the user's language) when empty. */
function useShown() {
  const t = useTranslations('studentRecords.details');
  return (value: string | undefined) => (value && value.trim() ? value : t('notRecorded'));
}

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

/**
 * A group's items under their sub-headings (Prenatal, Natal, …), each row Item | Details. Two
 * levels of headings make `scope` alone ambiguous (HTML_CodeSniffer, issue 26 item 17): every
 * cell also names its column, group and row headings with `headers`.
 */
function GroupsTable({
  groups,
  values,
}: {
  groups: readonly IntakeFieldGroup[];
  values: Record<string, string>;
}) {
  const t = useTranslations('studentRecords.details');
  const m = useMsg();
  const shown = useShown();
  const base = useId();
  const itemId = `${base}-item`;
  const detailsId = `${base}-details`;
  return (
    <Table withTableBorder className={classes.detailsTable}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" id={itemId}>
            {t('item')}
          </Table.Th>
          <Table.Th scope="col" id={detailsId}>
            {t('detailsColumn')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      {groups.map((group, g) => {
        const groupId = `${base}-g${g}`;
        return (
          <Table.Tbody key={group.title}>
            <Table.Tr className={classes.groupRow}>
              <Table.Th scope="colgroup" id={groupId} colSpan={2}>
                {m(group.title)}
              </Table.Th>
            </Table.Tr>
            {group.fields.map((field) => {
              const rowId = `${base}-${field.key}`;
              return (
                <Table.Tr key={field.key}>
                  <Table.Th scope="row" id={rowId} headers={`${itemId} ${groupId}`}>
                    {m(field.label)}
                  </Table.Th>
                  <Table.Td headers={`${detailsId} ${groupId} ${rowId}`}>
                    {shown(values[field.key])}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        );
      })}
    </Table>
  );
}

/**
 * Where the student is and their status (decisions §7): a completed or left student's class and
 * term are their last ones, never shown as current; a left student's date and reason are shown.
 */
function usePlacementRows(record: StudentDetailsRecord): [string, string][] {
  const t = useTranslations('studentRecords.details');
  const m = useMsg();
  const groupName = useGroupName();
  const shown = useShown();
  const classText = `${groupName(record.classId)} (${record.classId})`;
  const term = t('termValue', { term: record.currTerm });
  if (record.status === 'active') {
    return [
      [t('class'), classText],
      [t('currentTerm'), term],
      [t('status'), m(STUDENT_STATUS_LABELS.active)],
    ];
  }
  const leftOn = displayDate(record.leftOn);
  const status =
    record.status === 'left'
      ? leftOn
        ? t('leftOn', { date: leftOn })
        : t('leftOnUnknown')
      : t('completedStatus');
  const rows: [string, string][] = [
    [t('status'), status],
    [t('lastClass'), classText],
    [t('lastTerm'), term],
  ];
  if (record.status === 'left') rows.push([t('reasonForLeaving'), shown(record.leftReason ?? '')]);
  return rows;
}

/**
 * Spec: Student details view, read-only tables Student Details, Presenting Complaints, History,
 * Family History, Development History. Dates as their first 10 characters; Aadhaar masked.
 */
export function DetailsTables({ record }: { record: StudentDetailsRecord }) {
  const t = useTranslations('studentRecords.details');
  const m = useMsg();
  const shown = useShown();
  const placement = usePlacementRows(record);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const label = REGISTRATION_FIELD_LABELS;
  const { info } = record;
  const known = SEX_LABELS[info.sex as keyof typeof SEX_LABELS];
  const sex = known ? m(known) : info.sex;
  const entries = info.historyOfPresentCondition.filter((e) => e.description.trim());
  return (
    <>
      <Section id="student-details" title={t('studentDetails')}>
        <RowsTable
          rows={[
            [m(label.regNo), info.regNo],
            [m(label.name), info.name],
            [m(label.sex), shown(sex)],
            [m(label.regDate), displayDate(info.regDate)],
            [m(label.dob), displayDate(info.dob)],
            ...placement,
            [t('informant'), shown(info.information)],
            [t('education'), shown(info.education)],
            [t('referredBy'), shown(info.refBy)],
            [t('occupation'), shown(info.occupation)],
            [m(label.aadharNo), shown(info.aadharNo)],
            [t('paymentType'), shown(info.paymentType)],
            [m(label.mobileNo), shown(info.mobileNo)],
            [t('purposeOfVisit'), shown(info.purposeVisit)],
            [t('previousConsultation'), yesNo(info.previousConsultationAndTreatement)],
            [t('natureOfConsultations'), shown(info.isYesNatureOfConsultations)],
            [t('treatmentUndergone'), yesNo(info.treatmentUnderGone)],
            [t('typeOfTreatment'), shown(info.typeOfTreatment)],
            [t('therapeutic'), shown(info.therapeutic)],
            [
              t('presentCondition'),
              entries.length === 0 ? (
                t('notRecorded')
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

      <Section id="presenting-complaints" title={t('presentingComplaints')}>
        <Table withTableBorder striped className={classes.detailsTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('complaint')}</Table.Th>
              <Table.Th scope="col">{t('onset')}</Table.Th>
              <Table.Th scope="col">{t('duration')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PRESENTING_COMPLAINTS.map((complaint) => (
              <Table.Tr key={complaint.key}>
                <Table.Th scope="row">{m(complaint.label)}</Table.Th>
                <Table.Td>{shown(record.presentingComplaints[complaint.key])}</Table.Td>
                <Table.Td>
                  {shown(record.presentingComplaints[durationKey(complaint.key)])}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Section id="history" title={t('history')}>
        <GroupsTable groups={HISTORY_GROUPS} values={record.history} />
      </Section>
      <Section id="family-history" title={t('familyHistory')}>
        <GroupsTable groups={FAMILY_HISTORY_GROUPS} values={record.familyHistory} />
      </Section>
      <Section id="development-history" title={t('developmentHistory')}>
        <GroupsTable groups={DEVELOPMENT_HISTORY_GROUPS} values={record.developmentHistory} />
      </Section>
    </>
  );
}
