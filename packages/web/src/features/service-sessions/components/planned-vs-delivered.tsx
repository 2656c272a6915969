import { Button, NativeSelect, Table, TextInput } from '@mantine/core';
import { instituteDate, MAX_PLANNED_PER_WEEK, type SessionMonthResponse } from '@pragati/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useSavePlan } from '../api/save-plan';
import { useStudentSessions } from '../api/service-sessions';
import classes from './service-sessions.module.css';

export type PlanKind = { code: string; label: string };

/** The month's sessions by kind: planned per week, planned in the month, delivered, minutes. */
function MonthTable({ data }: { data: SessionMonthResponse }) {
  const t = useTranslations('serviceSessions.plan');
  const locale = useLocale();
  if (data.byKind.length === 0) return <p>{t('none')}</p>;
  const caption = t('caption', { month: data.month });
  // A table wider than a phone scrolls in its own box, reachable by keyboard.
  return (
    <div className={classes.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('kind')}</Table.Th>
            <Table.Th scope="col">{t('perWeek')}</Table.Th>
            <Table.Th scope="col">{t('plannedInMonth')}</Table.Th>
            <Table.Th scope="col">{t('delivered')}</Table.Th>
            <Table.Th scope="col">{t('minutes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.byKind.map((k) => (
            <Table.Tr key={k.kind}>
              <Table.Th scope="row">{locale === 'hi' ? k.nameHi : k.nameEn}</Table.Th>
              <Table.Td>{k.plannedPerWeek}</Table.Td>
              <Table.Td>{k.plannedInMonth}</Table.Td>
              <Table.Td>{k.sessions}</Table.Td>
              <Table.Td>{k.minutes}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Sessions per week of one kind: the kinds the portal lets this account plan. */
function PlanForm(props: { regNo: string; kinds: PlanKind[]; data?: SessionMonthResponse }) {
  const { regNo, kinds, data } = props;
  const t = useTranslations('serviceSessions.plan');
  const m = useMsg();
  const save = useSavePlan(regNo);
  const [picked, setKind] = useState('');
  // The kinds may arrive after the first render: the first is chosen until another is picked.
  const kind = picked || kinds[0]?.code || '';
  const [perWeek, setPerWeek] = useState('0');
  const current = data?.byKind.find((k) => k.kind === kind)?.plannedPerWeek ?? 0;
  useEffect(() => setPerWeek(String(current)), [kind, current]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ kind, perWeek: perWeek.trim() === '' ? Number.NaN : Number(perWeek) });
  };
  return (
    // Controls stay off paper (styles/print.css): the printed history keeps the month's table.
    <form
      onSubmit={onSubmit}
      noValidate
      className={`${classes.form} no-print`}
      aria-labelledby="plan-sessions"
    >
      <h3 id="plan-sessions">{t('formTitle')}</h3>
      <NativeSelect
        label={t('kind')}
        data={kinds.map((k) => ({ value: k.code, label: k.label }))}
        value={kind}
        onChange={(e) => setKind(e.currentTarget.value)}
      />
      <TextInput
        type="number"
        label={t('perWeek')}
        description={t('perWeekHint', { max: MAX_PLANNED_PER_WEEK })}
        value={perWeek}
        min={0}
        max={MAX_PLANNED_PER_WEEK}
        inputMode="numeric"
        onChange={(e) => setPerWeek(e.currentTarget.value)}
      />
      <Button type="submit" loading={save.isPending}>
        {t('save')}
      </Button>
      <div role="status" aria-live="polite">
        {save.isSuccess && <p>{m(save.data.msg)}</p>}
      </div>
      {save.error && <p role="alert">{m(save.error.message)}</p>}
    </form>
  );
}

/**
 * A student's planned vs delivered sessions for a chosen month (issue 31 part 3), and, where the
 * portal passes kinds the account may plan (the admin any, a specialist their own), the form
 * that sets sessions per week. The month's table is the same for every staff role.
 */
export function PlannedVsDelivered({ regNo, planKinds }: { regNo: string; planKinds: PlanKind[] }) {
  const t = useTranslations('serviceSessions.plan');
  const m = useMsg();
  const [month, setMonth] = useState(instituteDate(new Date()).slice(0, 7));
  const sessions = useStudentSessions(regNo, month);
  return (
    <section aria-labelledby="planned-heading" className={classes.section}>
      <h2 id="planned-heading">{t('title')}</h2>
      <TextInput
        type="month"
        label={t('month')}
        value={month}
        // On paper the table's caption names the month.
        className={`${classes.month} no-print`}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (/^\d{4}-\d{2}$/.test(value)) setMonth(value);
        }}
      />
      {sessions.isError && <p role="alert">{m(sessions.error.message)}</p>}
      {sessions.data && <MonthTable data={sessions.data} />}
      {planKinds.length > 0 && <PlanForm regNo={regNo} kinds={planKinds} data={sessions.data} />}
    </section>
  );
}
