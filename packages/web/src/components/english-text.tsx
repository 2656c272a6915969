import { useLocale, useTranslations } from 'use-intl';

/*
 * Checklist items and goals exist in English always and in Hindi only where the question bank
 * has a Hindi text. Where a screen in another language shows the English one, it is marked
 * lang="en" (WCAG 3.1.2: a screen reader reads it as English, not as garbled Hindi).
 */

/** `lang` for an English-only text: 'en' on a screen in another language, else nothing. */
export function useEnglishLang(): 'en' | undefined {
  return useLocale() === 'en' ? undefined : 'en';
}

/**
 * After such a text on the student's screens: a plain note, in the screen's language, that it is
 * shown in English for now (issue 26 item 14). Nothing on an English screen.
 */
export function EnglishOnlyNote({ className }: { className?: string }) {
  const t = useTranslations('common');
  const english = useLocale() === 'en';
  return english ? null : <span className={className}> {t('inEnglishOnly')}</span>;
}
