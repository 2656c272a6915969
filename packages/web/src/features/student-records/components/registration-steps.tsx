import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import classes from './intake/intake.module.css';

/**
 * A step another feature adds before the consent (issue 30: the disability profile), given by
 * the portal. It keeps its own values; it is saved after the registration has succeeded.
 */
export type RegistrationExtraStep = {
  title: string;
  skipLabel: string;
  content: ReactNode;
  /** The first problem of what was entered, with its fields marked; null to go on. */
  check: () => string | null;
  reset: () => void;
  saveFor: (regNo: string) => Promise<void>;
};

type Props = { titles: string[]; step: number };

/** The wizard's steps as a list, the current one marked (and announced as the step). */
export function RegistrationSteps({ titles, step }: Props) {
  const t = useTranslations('studentRecords.registration');
  return (
    <ol className={classes.steps} aria-label={t('stepsLabel')}>
      {titles.map((title, index) => (
        <li
          key={index}
          aria-current={step === index ? 'step' : undefined}
          className={step === index ? classes.currentStep : undefined}
        >
          {t(index < step ? 'stepDone' : 'stepItem', { number: index + 1, title })}
        </li>
      ))}
    </ol>
  );
}
