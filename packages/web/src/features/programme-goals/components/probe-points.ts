import {
  answerLevel,
  type Goal,
  type GoalProbe,
  inOrder,
  probeLevelValue,
  type TermRef,
} from '@pragati/domain';

/*
 * The points of a goal's chart (issue 31 part 4): the term checklist results and the probes on
 * one line, on the checklist's scale (0 not yet / NE, 1 physical prompt, 2 verbal prompt,
 * 3 independent). Terms carry no calendar dates, so the term the goal was set in comes first,
 * then the probes by date, then the later terms' results.
 */
export type ProbePoint =
  | { kind: 'term'; key: string; at: TermRef; answer: string; value: number | null }
  | { kind: 'probe'; key: string; probe: GoalProbe; value: number };

export function probePoints(goal: Pick<Goal, 'progress' | 'probes' | 'setIn'>): ProbePoint[] {
  const terms = goal.progress.map((p): ProbePoint => ({
    kind: 'term',
    key: `term-${p.section}-${p.year}-${p.term}`,
    at: { section: p.section, year: p.year, term: p.term },
    answer: p.answer ?? '',
    value: answerLevel(p.answer),
  }));
  const isSetIn = (p: ProbePoint) =>
    p.kind === 'term' &&
    p.at.section === goal.setIn.section &&
    p.at.year === goal.setIn.year &&
    p.at.term === goal.setIn.term;
  const probes = inOrder(goal.probes ?? []).map((probe): ProbePoint => ({
    kind: 'probe',
    key: `probe-${probe.id}`,
    probe,
    value: probeLevelValue(probe.level),
  }));
  return [...terms.filter(isSetIn), ...probes, ...terms.filter((p) => !isSetIn(p))];
}
