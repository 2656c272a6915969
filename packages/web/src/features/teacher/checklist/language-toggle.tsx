import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import checklistClasses from './checklist.module.css';
import { type QuestionLocale, readShowBoth, writeShowBoth } from './question-language';

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
  locale: QuestionLocale;
  pressed: boolean;
  onToggle: () => void;
}) {
  return (
    <div className={checklistClasses.languageToggle}>
      <Button
        variant="default"
        size="sm"
        className={checklistClasses.tapTarget}
        aria-pressed={pressed}
        onClick={onToggle}
      >
        {locale === 'hi' ? 'Show English too' : 'Show Hindi too'}
      </Button>
    </div>
  );
}
