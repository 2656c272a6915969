import { Button } from '@mantine/core';
import type { Locale } from '@pragati/domain';
import { useCallback, useState } from 'react';
import { useTranslations } from 'use-intl';
import checklistClasses from './checklist.module.css';
import { readShowBoth, writeShowBoth } from './question-language';

/** Whether both languages are shown, kept for the device; and the toggle. */
export function useBothLanguages(): [boolean, () => void] {
  const [showBoth, setShowBoth] = useState(readShowBoth);
  const toggle = useCallback(
    () =>
      setShowBoth((shown) => {
        writeShowBoth(!shown);
        return !shown;
      }),
    [],
  );
  return [showBoth, toggle];
}

/**
 * One button for the page, not one per item, which keeps a phone screen calm: pressed, every
 * question also shows its other language beneath it (decisions §13: the other one on demand).
 */
export function LanguageToggle({
  locale,
  pressed,
  onToggle,
}: {
  locale: Locale;
  pressed: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations('assessment.checklist');
  return (
    <div className={checklistClasses.languageToggle}>
      <Button
        variant="default"
        size="sm"
        className={checklistClasses.tapTarget}
        aria-pressed={pressed}
        onClick={onToggle}
      >
        {locale === 'hi' ? t('showEnglishToo') : t('showHindiToo')}
      </Button>
    </div>
  );
}
