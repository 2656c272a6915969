import {
  CategoryScale,
  Chart as ChartJS,
  type ChartData,
  type ChartOptions,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import classes from './probes.module.css';

// Only what a line chart needs, in its own lazily loaded chunk (never the login chunk).
ChartJS.register(LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

/**
 * A goal's probes and term checklist results on one line (issue 31 part 4). Decorative for
 * assistive technology beyond its label: the table beside it carries the same figures.
 */
export function ProbeChart({
  labels,
  values,
  isTerm,
  levelNames,
  label,
}: {
  labels: string[];
  values: (number | null)[];
  /** Term results are drawn as squares, probes as dots. */
  isTerm: boolean[];
  /** Names of the levels 0–3 for the value axis. */
  levelNames: string[];
  label: string;
}) {
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      spanGaps: true,
      scales: {
        y: {
          min: 0,
          max: 3,
          ticks: { stepSize: 1, callback: (value) => levelNames[Number(value)] ?? '' },
        },
      },
      plugins: { legend: { display: false } },
    }),
    [levelNames],
  );
  const data: ChartData<'line', (number | null)[], string> = {
    labels,
    datasets: [
      {
        data: values,
        borderColor: 'rgb(25, 113, 194)',
        backgroundColor: 'rgb(25, 113, 194)',
        pointStyle: isTerm.map((term) => (term ? 'rect' : 'circle')),
        pointRadius: isTerm.map((term) => (term ? 7 : 5)),
      },
    ],
  };
  return (
    <div className={classes.chartBox}>
      <Line data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
