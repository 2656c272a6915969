// Which of our locales a request prefers, from its Accept-Language header (RFC 9110 §12.5.4).
// Anything unknown, absent or malformed is English: the spec's clients send no header and must
// keep receiving the spec's texts.

export function pickLocale<L extends string>(
  header: string | undefined,
  supported: readonly L[],
  fallback: L,
): L {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    const match = supported.find((code) => code === tag || code === primary);
    if (match) return match;
  }
  return fallback;
}
