import { Alert, Button, Group, NativeSelect, Table, Text, Title } from '@mantine/core';
import type { NetworkOverviewResponse } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { toast } from '../../../lib/toast';
import { downloadNetworkOverview, useNetworkOverview } from '../api/overview';
import { FigureTables } from './figure-tables';
import classes from './network.module.css';

const ALL = '';

/**
 * The network overview (issue 28 part 4): students and attendance per institute and in total,
 * then one institute's (or the network's) figures in detail; exportable as CSV.
 */
export function NetworkOverview() {
  const t = useTranslations('network');
  const m = useMsg();
  const overview = useNetworkOverview();
  const [chosen, setChosen] = useState(ALL);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadNetworkOverview();
    } catch (error) {
      toast.error(m((error as Error).message));
    } finally {
      setExporting(false);
    }
  };

  const data = overview.data;
  const detail = data?.institutes.find((i) => i.code === chosen);
  return (
    <section className={classes.section} aria-labelledby="network-overview">
      <Title order={2} id="network-overview" mb="sm">
        {t('overviewTitle')}
      </Title>
      <Text size="sm" mb="sm">
        {t('overviewNote')}
      </Text>
      {overview.isPending && <p role="status">{t('loading')}</p>}
      {overview.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed', { error: m(overview.error.message) })}
        </Alert>
      )}
      {data && (
        <>
          <Group mb="sm">
            <Button variant="default" mih={44} loading={exporting} onClick={exportCsv}>
              {t('exportCsv')}
            </Button>
          </Group>
          <TotalsTable overview={data} />
          <NativeSelect
            label={t('chooseInstitute')}
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={[
              { value: ALL, label: t('allInstitutes') },
              ...data.institutes.map((i) => ({ value: i.code, label: `${i.name} (${i.code})` })),
            ]}
            mb="sm"
            maw={320}
          />
          <Title order={3} mb="sm">
            {t('figuresOf', { name: detail ? detail.name : t('allInstitutes') })}
          </Title>
          <FigureTables figures={detail ?? data.total} />
        </>
      )}
    </section>
  );
}

/** Students and attendance per institute, and in total. */
function TotalsTable({ overview: data }: { overview: NetworkOverviewResponse }) {
  const t = useTranslations('network');
  const attendance = (rate: number | null) =>
    rate === null ? t('attendancePending') : `${rate.toFixed(1)} %`;
  return (
    <div className={classes.tableWrap} tabIndex={0} role="region" aria-labelledby="network-totals">
      <Table striped>
        <Table.Caption id="network-totals" className={classes.caption}>
          {t('students')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('colName')}</Table.Th>
            <Table.Th scope="col">{t('colStatus')}</Table.Th>
            <Table.Th scope="col">{t('students')}</Table.Th>
            <Table.Th scope="col">{t('attendance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.institutes.map((i) => (
            <Table.Tr key={i.code}>
              <Table.Th scope="row">
                {i.name} ({i.code})
              </Table.Th>
              <Table.Td>{i.suspended ? t('suspended') : t('active')}</Table.Td>
              <Table.Td className={classes.number} data-testid={`students-${i.code}`}>
                {i.students}
              </Table.Td>
              <Table.Td>{attendance(i.attendanceRate)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('allInstitutes')}</Table.Th>
            <Table.Td />
            <Table.Td className={classes.number} data-testid="students-total">
              {data.total.students}
            </Table.Td>
            <Table.Td>{attendance(data.total.attendanceRate)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </div>
  );
}
