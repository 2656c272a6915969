import { describe, expect, it } from 'vitest';
import { probePoints } from './probe-points';

const setIn = { section: 'preprimary', year: '1', term: 'Entry' } as const;

describe('probePoints', () => {
  it('puts the set-in term first, the probes by date, then later terms, on one scale', () => {
    const points = probePoints({
      setIn,
      progress: [
        { ...setIn, answer: 'NE' },
        { ...setIn, term: 'I', answer: 'C-P1' },
      ],
      probes: [
        { id: 2, date: '2026-07-09', level: 'independent', recordedBy: 'T' },
        { id: 1, date: '2026-07-02', level: 'physical-prompt', recordedBy: 'T' },
      ],
    });
    expect(points.map((p) => [p.key, p.value])).toEqual([
      ['term-preprimary-1-Entry', 0],
      ['probe-1', 1],
      ['probe-2', 3],
      ['term-preprimary-1-I', 2],
    ]);
  });

  it('works without probes', () => {
    expect(probePoints({ setIn, progress: [{ ...setIn, answer: 'C-P2' }] })).toHaveLength(1);
  });
});
