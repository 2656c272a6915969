import { Table } from '@mantine/core';
import {
  CATEGORY_DISPLAY_NAMES,
  type Category,
  codeLabel,
  DEFAULT_PROGRAMME_STRUCTURE,
  type NetworkFigures,
  SEED_CODE_LISTS,
} from '@pragati/domain';
import { useId, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { useLocaleState } from '../../../i18n/i18n-provider';
import classes from './network.module.css';

/** One captioned table in a focusable region that scrolls sideways on a phone. */
function FigureTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  const id = useId();
  const t = useTranslations('network');
  return (
    <div className={classes.tableWrap} tabIndex={0} role="region" aria-labelledby={id}>
      <Table striped>
        <Table.Caption id={id} className={classes.caption}>
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={head.length}>{t('none')}</Table.Td>
            </Table.Tr>
          )}
          {rows.map((cells, r) => (
            <Table.Tr key={r}>
              {cells.map((cell, c) =>
                c === 0 ? (
                  <Table.Th key={c} scope="row">
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={c} className={classes.number}>
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The figures of one institute or of the network, as tables (decisions §20: counts only). */
export function FigureTables({ figures }: { figures: NetworkFigures }) {
  const t = useTranslations('network');
  const { locale, msg } = useLocaleState();
  const language = locale === 'hi' ? 'hi' : 'en';
  const groupName = (code: string) =>
    DEFAULT_PROGRAMME_STRUCTURE.find((g) => g.code === code)?.names[language] ?? code;
  const conditions = SEED_CODE_LISTS[0]?.conditions ?? [];
  const areaName = (area: string) =>
    area in CATEGORY_DISPLAY_NAMES ? msg(CATEGORY_DISPLAY_NAMES[area as Category]) : area;
  const mean = (value: number | null) => (value === null ? t('notShown') : value.toFixed(1));

  return (
    <>
      <FigureTable
        caption={t('byStatus')}
        head={[t('colStatus'), t('colCount')]}
        rows={figures.byStatus.map((r) => [t(`status_${r.status}`), r.count])}
      />
      <FigureTable
        caption={t('byGroup')}
        head={[t('colGroup'), t('colCount')]}
        rows={figures.byGroup.map((r) => [groupName(r.group), r.count])}
      />
      <FigureTable
        caption={t('byDisability')}
        head={[t('colCondition'), t('colCount')]}
        rows={figures.byDisability.map((r) => [
          r.condition === null ? t('noCondition') : codeLabel(conditions, r.condition, language),
          r.count,
        ])}
      />
      <FigureTable
        caption={t('areaMeans')}
        head={[t('colGroup'), t('colTerm'), t('colArea'), t('students'), t('colMean')]}
        rows={figures.areaMeans.map((r) => [
          groupName(r.group),
          r.term,
          areaName(r.area),
          r.students,
          mean(r.mean),
        ])}
      />
      <FigureTable
        caption={t('goals')}
        head={[
          t('colGroup'),
          t('colTerm'),
          t('colSet'),
          t('colMet'),
          t('colOpen'),
          t('colDropped'),
        ]}
        rows={figures.goals.map((r) => [
          groupName(r.group),
          r.term,
          r.set,
          r.met,
          r.open,
          r.dropped,
        ])}
      />
    </>
  );
}
