/** The four terms of a year, in order. */
export const TERMS = ['Entry', 'I', 'II', 'III'] as const;
export type Term = (typeof TERMS)[number];

export function isTerm(value: unknown): value is Term {
  return typeof value === 'string' && (TERMS as readonly string[]).includes(value);
}

/** The term after this one in the same year, or null after Term III. */
export function nextTerm(term: Term): Term | null {
  return TERMS[TERMS.indexOf(term) + 1] ?? null;
}

/** Button label: "Term Entry", "Term I", … */
export function termLabel(term: Term): string {
  return `Term ${term}`;
}
