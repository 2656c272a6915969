import type { Term } from '@pragati/domain';
import type { useTranslations } from 'use-intl';
import { createTranslator } from 'use-intl/core';
import { getLocaleState } from '../../../i18n/locale-state';

/* The history namespace's translator, for the pure helpers that build labels and sentences. */

export type HistoryT = ReturnType<typeof useTranslations<'history'>>;

/** Outside React (the chart data's defaults, print builders): the current language's texts. */
export function historyTranslator(): HistoryT {
  const { locale, catalog } = getLocaleState();
  return createTranslator({ locale, messages: catalog, namespace: 'history' });
}

/** "Term Entry", "Term I"… in the current language. */
export const termName = (t: HistoryT, term: Term) => t('term', { term });
