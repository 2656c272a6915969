import { Table } from '@mantine/core';
import { AVERAGE_LABEL, CHART_CATEGORIES, CHART_LABELS, type FigureRow, rgba } from './chart-data';
import classes from './history.module.css';

const NOT_EVALUATED = 'Not evaluated';

function percentText(value: number | null) {
  return value === null ? NOT_EVALUATED : `${value}%`;
}

function listFigures(row: FigureRow) {
  const parts = CHART_CATEGORIES.map(
    (_, i) => `${CHART_LABELS[i]} ${percentText(row.values[i] ?? null).toLowerCase()}`,
  );
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/**
 * Decisions §11: one sentence of summary beside the chart, for screen readers and print. With an
 * Average it gives the average, otherwise the latest evaluated term.
 */
export function figuresSummary(place: string, rows: FigureRow[]): string {
  const terms = rows.filter((r) => r.label !== AVERAGE_LABEL);
  const average = rows.find((r) => r.label === AVERAGE_LABEL);
  const count = `${terms.length} term report${terms.length === 1 ? '' : 's'}`;
  const span =
    terms.length > 1
      ? ` (${terms[0]?.label} to ${terms.at(-1)?.label})`
      : ` (${terms[0]?.label ?? 'none'})`;
  const latest = [...terms].reverse().find((r) => r.values.some((v) => v !== null));
  const figures = average
    ? `; the average is ${listFigures(average)}`
    : latest
      ? `; the latest figures, ${latest.label}, are ${listFigures(latest)}`
      : '; none is evaluated yet';
  return `${place} has ${count}${span}${figures}.`;
}

/** The answer counts under a figure (decisions §4): "+ 6, VP 1, PP 0, NE 2, NA 1". */
function Counts({ text }: { text: string | null }) {
  return text ? <span className={classes.counts}>{text}</span> : null;
}

/**
 * The chart's figures as a real table (decisions §11), with the recreational mode beside them and
 * the answer counts under each figure (decisions §4).
 */
export function FiguresTable({
  rows,
  caption,
  summaryId,
}: {
  rows: FigureRow[];
  caption: string;
  summaryId: string;
}) {
  return (
    <>
      {/* Phones only: the table is wider than the screen, and nothing else says so. */}
      <p className={`${classes.scrollHint} no-print`}>Scroll sideways to see every column.</p>
      {/* A named, focusable region lets a keyboard scroll it (axe scrollable-region-focusable). */}
      <div className={classes.tableWrap} role="region" aria-label={caption} tabIndex={0}>
        <Table
          withTableBorder
          withColumnBorders
          aria-describedby={summaryId}
          className={classes.figures}
        >
          <caption className={classes.caption}>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Term</Table.Th>
              {CHART_LABELS.map((label) => (
                <Table.Th key={label} scope="col">
                  {label}
                </Table.Th>
              ))}
              <Table.Th scope="col">Recreational (mode)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">
                  <span
                    className={classes.swatch}
                    style={{
                      backgroundColor: rgba(row.color, 0.5),
                      borderColor: rgba(row.color, 1),
                    }}
                    aria-hidden="true"
                  />
                  {row.label}
                </Table.Th>
                {CHART_LABELS.map((label, i) => (
                  <Table.Td key={label}>
                    {percentText(row.values[i] ?? null)}
                    <Counts text={row.values[i] === null ? null : (row.counts[i] ?? null)} />
                  </Table.Td>
                ))}
                <Table.Td>
                  {row.mode ?? NOT_EVALUATED}
                  <Counts text={row.mode === null ? null : row.modeCounts} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
