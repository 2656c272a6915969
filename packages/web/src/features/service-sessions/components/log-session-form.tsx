import { Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { instituteDate, SESSION_HOW, type SessionHow } from '@pragati/domain';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useLogSession } from '../api/service-sessions';
import { Choices } from './choices';
import classes from './service-sessions.module.css';

export type SessionStudent = { regNo: string; name: string };
export type SessionGoal = { id: number; regNo: string; question: string };
export type SessionKind = { code: string; label: string };

/** The form's fields, cleared but for date, minutes and kind after a save. */
function useSessionFields() {
  const [ticked, setTicked] = useState<string[]>([]);
  const [goalIds, setGoalIds] = useState<number[]>([]);
  const [date, setDate] = useState(instituteDate(new Date()));
  const [minutes, setMinutes] = useState('30');
  const [kind, setKind] = useState('');
  const [how, setHow] = useState<SessionHow | ''>('');
  const [note, setNote] = useState('');
  const clear = () => {
    setTicked([]);
    setGoalIds([]);
    setNote('');
    setHow('');
  };
  return {
    values: { ticked, goalIds, date, minutes, kind, how, note },
    set: { setTicked, setGoalIds, setDate, setMinutes, setKind, setHow, setNote },
    clear,
  };
}

/** How the child did: the probes' levels, or not noted. */
function HowSelect(props: { value: SessionHow | ''; onChange: (how: SessionHow | '') => void }) {
  const t = useTranslations('serviceSessions.form');
  return (
    <NativeSelect
      label={t('how')}
      data={[
        { value: '', label: t('howNone') },
        ...SESSION_HOW.map((h) => ({ value: h, label: t(`howLabels.${h}`) })),
      ]}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value as SessionHow | '')}
    />
  );
}

/**
 * Log a service session (issue 31 part 3): tick the students, the date (today unless changed),
 * minutes, kind, the goals worked on (those of the ticked students), how it went and a note.
 * The students, kinds and goals come from the portal (features do not import each other).
 */
export function LogSessionForm(props: {
  students: SessionStudent[];
  kinds: SessionKind[];
  defaultKind: string;
  goals: SessionGoal[];
}) {
  const { students, kinds, defaultKind, goals } = props;
  const t = useTranslations('serviceSessions.form');
  const m = useMsg();
  const log = useLogSession();
  const { values: v, set, clear } = useSessionFields();
  const shown = goals.filter((g) => v.ticked.includes(g.regNo));
  const nameOf = (regNo: string) => students.find((s) => s.regNo === regNo)?.name ?? regNo;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const goalIds = v.goalIds.filter((id) => shown.some((g) => g.id === id));
    const body = { regNos: v.ticked, date: v.date, minutes: Number(v.minutes), note: v.note };
    const kind = v.kind || defaultKind;
    log.mutate({ ...body, kind, goalIds, ...(v.how ? { how: v.how } : {}) }, { onSuccess: clear });
  };

  return (
    <form onSubmit={onSubmit} noValidate className={classes.form} aria-labelledby="log-session">
      <h2 id="log-session">{t('title')}</h2>
      <Choices
        legend={t('students')}
        items={students.map((s) => ({ value: s.regNo, label: `${s.name} (${s.regNo})` }))}
        ticked={v.ticked}
        onChange={set.setTicked}
      />
      <TextInput
        type="date"
        label={t('date')}
        value={v.date}
        max={instituteDate(new Date())}
        onChange={(e) => set.setDate(e.currentTarget.value)}
      />
      <TextInput
        type="number"
        label={t('minutes')}
        value={v.minutes}
        min={1}
        max={480}
        inputMode="numeric"
        onChange={(e) => set.setMinutes(e.currentTarget.value)}
      />
      <NativeSelect
        label={t('kind')}
        data={kinds.map((k) => ({ value: k.code, label: k.label }))}
        value={v.kind || defaultKind}
        onChange={(e) => set.setKind(e.currentTarget.value)}
      />
      {shown.length > 0 && (
        <Choices
          legend={t('goals')}
          items={shown.map((g) => ({ value: g.id, label: `${nameOf(g.regNo)}: ${g.question}` }))}
          ticked={v.goalIds}
          onChange={set.setGoalIds}
        />
      )}
      <HowSelect value={v.how} onChange={set.setHow} />
      <Textarea
        label={t('note')}
        value={v.note}
        onChange={(e) => set.setNote(e.currentTarget.value)}
      />
      <Button type="submit" loading={log.isPending}>
        {t('save')}
      </Button>
      <div role="status" aria-live="polite">
        {log.isSuccess && <p>{m(log.data.msg)}</p>}
      </div>
      {log.error && <p role="alert">{m(log.error.message)}</p>}
    </form>
  );
}
