import { type CodeList, codeLabel } from '@pragati/domain';
import { useLocale } from 'use-intl';

/** A code list's words in the screen's language (the lists carry English and Hindi). */
export function useCodeWords(list: CodeList | undefined) {
  const language = useLocale() === 'hi' ? 'hi' : 'en';
  return {
    condition: (code: number | null) => codeLabel(list?.conditions ?? [], code, language),
    facility: (code: number | null) => codeLabel(list?.facilities ?? [], code, language),
    options: (kind: 'conditions' | 'facilities') =>
      (list?.[kind] ?? []).map((e) => ({ value: String(e.code), label: e[language] })),
  };
}

/** An aid's item: the list's words for a code, else the words typed. */
export const aidItem = (
  words: ReturnType<typeof useCodeWords>,
  aid: { facilityCode: number | null; item: string },
) =>
  aid.facilityCode === null
    ? aid.item
    : `${words.facility(aid.facilityCode)}${aid.item ? ` (${aid.item})` : ''}`;
