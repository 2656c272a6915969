import { Button, Table, TextInput } from '@mantine/core';
import { instituteDate } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { useHolidayChanges, useHolidays } from '../api/holidays';
import { HolidayForm } from './holiday-form';

/** The admin's holiday calendar (issue 31 part 1): a year's holidays, add and remove. */
export function HolidaysPage() {
  const t = useTranslations('attendance.holidays');
  const m = useMsg();
  const [year, setYear] = useState(instituteDate(new Date()).slice(0, 4));
  const holidays = useHolidays(year);
  const { save, remove } = useHolidayChanges(year);
  const failure = save.error ?? remove.error;

  return (
    <PageLayout title={t('title')}>
      <HolidayForm
        saving={save.isPending}
        onAdd={(holiday, done) =>
          save.mutate(holiday, {
            onSuccess: () => {
              done();
              setYear(holiday.date.slice(0, 4));
            },
          })
        }
      />
      {failure && <p role="alert">{m(failure.message)}</p>}
      <TextInput
        type="number"
        label={t('year')}
        value={year}
        min={1900}
        max={2100}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (/^\d{4}$/.test(value)) setYear(value);
        }}
      />
      {holidays.isPending && <PageStatus />}
      {holidays.data && holidays.data.data.length === 0 && <p>{t('none')}</p>}
      {holidays.data && holidays.data.data.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('date')}</Table.Th>
              <Table.Th scope="col">{t('name')}</Table.Th>
              <Table.Th scope="col">{t('actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holidays.data.data.map((h) => (
              <Table.Tr key={h.date}>
                <Table.Td>
                  <time dateTime={h.date}>{h.date}</time>
                </Table.Td>
                <Table.Td>{h.name}</Table.Td>
                <Table.Td>
                  <Button variant="subtle" color="red" onClick={() => remove.mutate(h.date)}>
                    {t('remove', { name: `${h.name} ${h.date}` })}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </PageLayout>
  );
}
