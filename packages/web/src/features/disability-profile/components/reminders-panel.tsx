import { Button, Card, Group, NativeSelect, Text, Title } from '@mantine/core';
import { UDISE_RETURN_LAYOUTS } from '@pragati/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { useDisabilityReminders, useUdiseExport } from '../api/reminders';

type Due = { regNo: string; name: string; date: string };

function DueList({ id, title, rows }: { id: string; title: 'reassess' | 'udid'; rows: Due[] }) {
  const t = useTranslations('disabilityProfile.reminders');
  return (
    <>
      <Title order={3} id={id} size="h5" mt="sm">
        {t(title, { count: rows.length })}
      </Title>
      {rows.length > 0 && (
        <ul aria-labelledby={id}>
          {rows.map((row) => (
            <li key={`${id}-${row.regNo}`}>
              <Link to={paths.admin.studentDetails(row.regNo)}>
                {row.name} ({row.regNo})
              </Link>{' '}
              — {row.date}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const YEARS = Object.keys(UDISE_RETURN_LAYOUTS).sort().reverse();

/** The admin home's panel (issue 30 parts 4-5): reminders, and the UDISE+ return's download. */
export function DisabilityRemindersPanel() {
  const t = useTranslations('disabilityProfile.reminders');
  const m = useMsg();
  const found = useDisabilityReminders();
  const exporting = useUdiseExport();
  const [year, setYear] = useState(YEARS[0] ?? '');
  const data = found.data;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="disability-reminders"
    >
      <Title order={2} id="disability-reminders" size="h4">
        {t('title')}
      </Title>
      {found.isPending && <Text size="sm">{t('loading')}</Text>}
      {found.isError && <p role="alert">{m(found.error.message)}</p>}
      {data && (
        <div data-testid="disability-reminders">
          <DueList id="reminders-reassess" title="reassess" rows={data.reassessDue} />
          <DueList id="reminders-udid" title="udid" rows={data.udidExpiring} />
          <Title order={3} id="reminders-none" size="h5" mt="sm">
            {t('noProfile', { count: data.noProfile.count })}
          </Title>
          {data.noProfile.count > 0 && (
            <ul aria-labelledby="reminders-none">
              {data.noProfile.students.map((row) => (
                <li key={row.regNo}>
                  <Link to={paths.admin.studentDetails(row.regNo)}>
                    {row.name} ({row.regNo})
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Group mt="sm" align="end">
        <NativeSelect
          label={t('year')}
          value={year}
          onChange={(e) => setYear(e.currentTarget.value)}
          data={YEARS}
        />
        <Button
          onClick={() => exporting.mutate({ year, format: 'xlsx' })}
          loading={exporting.isPending}
        >
          {t('exportXlsx')}
        </Button>
        <Button variant="light" onClick={() => exporting.mutate({ year, format: 'csv' })}>
          {t('exportCsv')}
        </Button>
      </Group>
      {exporting.isError && <p role="alert">{m(exporting.error.message)}</p>}
    </Card>
  );
}
