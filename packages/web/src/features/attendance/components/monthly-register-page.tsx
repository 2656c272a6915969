import { Button, NativeSelect, Table, TextInput } from '@mantine/core';
import { instituteDate, type MonthlyRegister } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';
import { useInstituteClasses } from '../api/classes';
import { downloadMonthlyRegister, useMonthlyRegister } from '../api/monthly-register';
import classes from './attendance.module.css';

/**
 * The monthly register (issue 31 part 1): students × days with P, A and H, each row's totals and
 * each day's; printable on A4 (landscape, print CSS) and downloadable as the same .xlsx.
 */
export function MonthlyRegisterPage({ classIds: own }: { classIds?: string[] }) {
  const t = useTranslations('attendance.month');
  const m = useMsg();
  const groupName = useGroupName();
  const institute = useInstituteClasses(own === undefined);
  const classIds = own ?? institute.data ?? [];
  const [chosen, setClassId] = useState('');
  const classId = classIds.includes(chosen) ? chosen : (classIds[0] ?? '');
  const [month, setMonth] = useState(instituteDate(new Date()).slice(0, 7));
  const grid = useMonthlyRegister(classId, month);
  const [downloadError, setDownloadError] = useState('');

  async function download() {
    setDownloadError('');
    try {
      await downloadMonthlyRegister(classId, month);
    } catch (error) {
      setDownloadError(`${t('downloadError')} ${error instanceof Error ? m(error.message) : ''}`);
    }
  }

  return (
    <PageLayout title={t('title')}>
      <div className={classes.actions}>
        <NativeSelect
          label={t('class')}
          value={classId}
          data={classIds.map((c) => ({ value: c, label: groupName(c) }))}
          onChange={(event) => setClassId(event.currentTarget.value)}
        />
        <TextInput
          type="month"
          label={t('month')}
          value={month}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (/^\d{4}-\d{2}$/.test(value)) setMonth(value);
          }}
        />
        <Button onClick={() => window.print()} disabled={!grid.data}>
          {t('print')}
        </Button>
        <Button variant="outline" onClick={() => void download()} disabled={!grid.data}>
          {t('download')}
        </Button>
      </div>
      {downloadError && <p role="alert">{downloadError}</p>}
      {grid.isError && <p role="alert">{m(grid.error.message)}</p>}
      {grid.isPending && <PageStatus />}
      {grid.data && <Grid grid={grid.data} />}
    </PageLayout>
  );
}

function Grid({ grid }: { grid: MonthlyRegister }) {
  const t = useTranslations('attendance.month');
  const groupName = useGroupName();
  if (grid.rows.length === 0) return <p>{t('empty')}</p>;
  const caption = t('caption', { class: groupName(grid.classId), month: grid.month });
  return (
    <>
      <p>{t('legend')}</p>
      {/* Scrolls sideways on a phone: a named region the keyboard can reach. */}
      <div className={classes.gridWrap} tabIndex={0} role="region" aria-label={caption}>
        <Table className={classes.grid} withTableBorder withColumnBorders>
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('name')}</Table.Th>
              {grid.days.map((d) => (
                <Table.Th scope="col" key={d}>
                  {Number(d.slice(8))}
                </Table.Th>
              ))}
              <Table.Th scope="col">
                <abbr title={t('presentLong')}>{t('present')}</abbr>
              </Table.Th>
              <Table.Th scope="col">
                <abbr title={t('absentLong')}>{t('absent')}</abbr>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.rows.map((row) => (
              <Table.Tr key={row.regNo}>
                <Table.Th scope="row">
                  {row.name} ({row.regNo})
                </Table.Th>
                {row.cells.map((cell, i) => (
                  <Table.Td key={grid.days[i]}>{cell}</Table.Td>
                ))}
                <Table.Td>{row.present}</Table.Td>
                <Table.Td>{row.absent}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('dayTotal')}</Table.Th>
              {grid.dayTotals.map((total, i) => (
                <Table.Td key={grid.days[i]}>{total ?? ''}</Table.Td>
              ))}
              <Table.Td />
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
    </>
  );
}
