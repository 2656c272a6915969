import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartData,
  type ChartOptions,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { BAR_OPACITY, CHART_LABELS, type FigureRow, rgba } from './chart-data';
import classes from './history.module.css';
import type { HistoryT } from './history-texts';

// Only what a bar chart needs, so the chunk stays small (react-chartjs-2 registers the controller).
ChartJS.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const chartOptions = (t: HistoryT): ChartOptions<'bar'> => ({
  responsive: true,
  maintainAspectRatio: false,
  // A report, not a show: no animation, so print and screenshots always have the whole bars.
  animation: false,
  // Sharper bars when printed.
  devicePixelRatio: Math.max(2, globalThis.devicePixelRatio || 1),
  scales: {
    // Spec section 9: the value axis runs from 0 to 100.
    y: { min: 0, max: 100, ticks: { stepSize: 20, callback: (value) => `${value}%` } },
  },
  plugins: {
    legend: { position: 'bottom' },
    tooltip: {
      callbacks: {
        label: (item) =>
          `${item.dataset.label ?? ''}: ${item.raw === null ? t('notEvaluatedInSentence') : `${String(item.raw)}%`}`,
      },
    },
  },
});

/**
 * The bar chart of spec section 9, loaded on demand with chart.js. Chart.js draws on a canvas and
 * sets only CSSOM properties, which the CSP's style-src 'self' allows.
 */
export function TermChart({ rows, label }: { rows: FigureRow[]; label: string }) {
  const t = useTranslations('history');
  const m = useMsg();
  const options = useMemo(() => chartOptions(t), [t]);
  const data: ChartData<'bar', (number | null)[], string> = {
    labels: CHART_LABELS.map(m),
    datasets: rows.map((row) => ({
      label: row.label,
      data: row.values,
      backgroundColor: rgba(row.color, BAR_OPACITY),
      borderColor: rgba(row.color, 1),
      borderWidth: 1,
    })),
  };
  return (
    <div className={classes.chartBox}>
      <Bar data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
