import { attendanceRateWindow, instituteDate, type NetworkOverviewResponse } from '@pragati/domain';
import type { WatchedTable } from '../../db/change-watch.js';
import type { Db } from '../../db/client.js';
import type { InstituteChangeWatch } from '../../db/institute-changes.js';
import { withInstitute } from '../../db/institute-scope.js';
import {
  addFigures,
  deidentify,
  type RateWindow,
  type RawFigures,
  readRawFigures,
} from './figures.js';
import { listInstituteRecords } from './repository.js';

/** The tables ./figures.ts reads: a write to one of an institute's is a new reading of its figures. */
const FIGURE_TABLES: readonly WatchedTable[] = [
  'students',
  'disability_conditions',
  'term_reports',
  'programme_goals',
  'attendance_marks',
];
/** Institutes read side by side on a cold overview: a few connections of the pool, not all. */
const READS_AT_ONCE = 4;

type Kept = { epoch: number; window: string; raw: RawFigures };

async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
) {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      out[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * The network overview (issue 28 part 4) with each institute's raw figures kept by this process
 * until a write of that institute is announced (issue 33 part 3): its time follows the number of
 * institutes written since the last overview, not the number of institutes. Each institute is
 * still read in its own scope (every-institute.ts: no "see everything" scope); the response is
 * built from the figures exactly as from a fresh reading.
 */
export function createOverviewReader(db: Db, watch: InstituteChangeWatch) {
  const kept = new Map<number, Kept>();
  const fresh = (institute: number, window: RateWindow) =>
    withInstitute(institute, () => readRawFigures(db, institute, window));

  async function build(keep: boolean): Promise<NetworkOverviewResponse> {
    const all = await listInstituteRecords(db);
    const window = attendanceRateWindow(instituteDate(new Date()));
    const windowKey = `${window.from}|${window.to}`;
    const trusted = keep && (await watch.heard());
    const raws = await eachLimited(all, READS_AT_ONCE, async ({ id }) => {
      if (!trusted) return fresh(id, window);
      // Taken before the read: a write landing during it makes the kept figures old at once.
      const epoch = watch.epoch(id, FIGURE_TABLES);
      const known = kept.get(id);
      if (known && known.epoch === epoch && known.window === windowKey) return known.raw;
      const raw = await fresh(id, window);
      kept.set(id, { epoch, window: windowKey, raw });
      return raw;
    });
    return {
      institutes: all.map((institute, at) => ({
        code: institute.code,
        name: institute.name,
        suspended: institute.suspended,
        ...deidentify(raws[at]!),
      })),
      total: deidentify(addFigures(raws)),
    };
  }

  return {
    /** The overview, from kept figures where the institute is unchanged. */
    read: () => build(true),
    /** The overview read afresh from every institute (tests compare the two). */
    readUncached: () => build(false),
  };
}
