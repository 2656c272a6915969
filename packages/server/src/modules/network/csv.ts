import type { NetworkFigures, NetworkOverviewResponse } from '@pragati/domain';

/* The network overview as CSV (issue 28 part 4): one row per figure, de-identified as on screen. */

export const OVERVIEW_CSV_HEADER = ['Institute', 'Figure', 'Group', 'Term', 'Area', 'Value'];

/** A cell quoted for CSV; text that a spreadsheet would read as a formula gets a leading '. */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type Row = [string, string, string, string, string, string | number | null];

function rowsOf(institute: string, f: NetworkFigures): Row[] {
  return [
    [institute, 'students', '', '', '', f.students],
    [institute, 'attendance rate', '', '', '', f.attendanceRate],
    ...f.byGroup.map((r): Row => [institute, 'active students', r.group, '', '', r.count]),
    ...f.byStatus.map((r): Row => [institute, `students ${r.status}`, '', '', '', r.count]),
    ...f.byDisability.map((r): Row => [
      institute,
      'active students by primary condition',
      '',
      '',
      r.condition === null ? 'none recorded' : String(r.condition),
      r.count,
    ]),
    ...f.areaMeans.flatMap((r): Row[] => [
      [institute, 'area mean %', r.group, r.term, r.area, r.mean],
      [institute, 'area students', r.group, r.term, r.area, r.students],
    ]),
    ...f.goals.flatMap((r): Row[] => [
      [institute, 'goals set', r.group, r.term, '', r.set],
      [institute, 'goals met', r.group, r.term, '', r.met],
      [institute, 'goals open', r.group, r.term, '', r.open],
      [institute, 'goals dropped', r.group, r.term, '', r.dropped],
    ]),
  ];
}

export function overviewCsv(overview: NetworkOverviewResponse): string {
  const rows = [
    ...overview.institutes.flatMap((i) => rowsOf(i.code, i)),
    ...rowsOf('(all institutes)', overview.total),
  ];
  const lines = [OVERVIEW_CSV_HEADER, ...rows].map((row) => row.map(cell).join(','));
  // A byte-order mark, so a spreadsheet opens it as UTF-8.
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
