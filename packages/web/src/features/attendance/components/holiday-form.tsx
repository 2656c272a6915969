import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import classes from './attendance.module.css';

/** A date and a name, added to the calendar. */
export function HolidayForm({
  saving,
  onAdd,
}: {
  saving: boolean;
  onAdd: (holiday: { date: string; name: string }, done: () => void) => void;
}) {
  const t = useTranslations('attendance.holidays');
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  return (
    <form
      className={classes.actions}
      onSubmit={(event) => {
        event.preventDefault();
        onAdd({ date, name }, () => setName(''));
      }}
    >
      <TextInput
        type="date"
        label={t('date')}
        required
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
      />
      <TextInput
        label={t('name')}
        required
        maxLength={80}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Button type="submit" loading={saving}>
        {t('add')}
      </Button>
    </form>
  );
}
