import { describe, expect, it } from 'vitest';
import {
  type GoalProbe,
  PROBE_MESSAGES,
  probeDateProblem,
  probeProgress,
  probesSuggestMet,
} from './goal-probes.js';
import type { GoalTarget } from './programme-goals.js';

type Level = GoalProbe['level'];
const probes = (...levels: Level[]) =>
  levels.map((level, i) => ({
    id: i + 1,
    date: `2026-07-${String(10 + i).padStart(2, '0')}`,
    level,
  }));

describe('probesSuggestMet: three probes running at the target', () => {
  const I = 'independent';
  const V = 'verbal-prompt';
  const P = 'physical-prompt';
  const N = 'not-yet';
  it.each<[string, Level[], GoalTarget, boolean]>([
    ['no probes', [], 'Yes', false],
    ['two independent only', [I, I], 'Yes', false],
    ['three independent', [I, I, I], 'Yes', true],
    ['three independent after a miss', [N, V, I, I, I], 'Yes', true],
    ['a miss among the last three', [I, I, V, I, I], 'Yes', false],
    ['the latest is a miss', [I, I, I, V], 'Yes', false],
    ['verbal target, verbal and above', [V, I, V], 'C-P1', true],
    ['verbal target, a physical among them', [V, P, V], 'C-P1', false],
    ['physical target, all physical', [P, P, P], 'C-P2', true],
    ['physical target, not yet', [P, N, P], 'C-P2', false],
  ])('%s', (_name, levels, target, expected) => {
    expect(probesSuggestMet(probes(...levels), target)).toBe(expected);
  });

  it('orders by date, not by the order recorded', () => {
    const late = [
      { id: 1, date: '2026-07-20', level: 'verbal-prompt' as const },
      { id: 2, date: '2026-07-01', level: 'independent' as const },
      { id: 3, date: '2026-07-02', level: 'independent' as const },
      { id: 4, date: '2026-07-03', level: 'independent' as const },
    ];
    expect(probesSuggestMet(late, 'Yes')).toBe(false);
    // The same day: as recorded.
    const sameDay = late.map((p) => ({ ...p, date: '2026-07-05' }));
    expect(probesSuggestMet(sameDay, 'Yes')).toBe(true);
  });
});

describe('probeProgress', () => {
  it.each<[string, Level[], ProgressName]>([
    ['none', [], 'none'],
    ['one probe', ['verbal-prompt'], 'same'],
    ['up', ['not-yet', 'verbal-prompt'], 'better'],
    ['down', ['verbal-prompt', 'physical-prompt'], 'harder'],
    ['level', ['verbal-prompt', 'verbal-prompt'], 'same'],
    ['met', ['independent', 'independent', 'independent'], 'suggestedMet'],
  ])('%s', (_name, levels, expected) => {
    expect(probeProgress(probes(...levels), 'Yes')).toBe(expected);
  });
});
type ProgressName = ReturnType<typeof probeProgress>;

describe('probeDateProblem', () => {
  it.each([
    ['2026-07-10', null],
    ['2026-07-11', PROBE_MESSAGES.futureDate],
    ['2026-06-01', null],
    ['2026-05-31', PROBE_MESSAGES.beforeTerm('2026-06-01')],
  ])('%s', (date, expected) => {
    expect(probeDateProblem(date, '2026-07-10', '2026-06-01')).toBe(expected);
  });
});
