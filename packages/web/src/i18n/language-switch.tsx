import { Button, Group } from '@mantine/core';
import { LOCALES, type Locale } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { HeaderButton } from '../components/header-button';
import { offeredLocales } from '../lib/branding';
import { readSession } from '../lib/session';
import { toast } from '../lib/toast';
import { useLocaleState } from './i18n-provider';
import { changeLocale } from './locale-state';
import { savePreferences } from './preferences-api';

let chosenBeforeLogin: Locale | null = null;

/** The language picked on the login screen, if any (the login then saves it for the user). */
export const takeChosenBeforeLogin = (): Locale | null => {
  const chosen = chosenBeforeLogin;
  chosenBeforeLogin = null;
  return chosen;
};

/**
 * Switches the language, remembered on this device and for the signed-in user (or, before login,
 * for the user who signs in next). False when the language's file could not be loaded.
 */
export async function chooseLocale(locale: Locale): Promise<boolean> {
  try {
    await changeLocale(locale);
  } catch {
    return false;
  }
  if (readSession()) void savePreferences(locale).catch(() => undefined);
  else chosenBeforeLogin = locale;
  return true;
}

/**
 * English | हिन्दी, each named in its own language and script so a reader of either finds it.
 * Remembered on this device, and for the user when someone is signed in (decisions §13).
 */
export function LanguageSwitch({
  size = 'sm',
  compact = false,
}: {
  size?: 'sm' | 'md';
  /** One button naming the other language (the header on a phone has no room for both). */
  compact?: boolean;
}) {
  const t = useTranslations('language');
  const { locale: current } = useLocaleState();
  const choose = async (locale: Locale) => {
    if (!(await chooseLocale(locale))) toast.error(t('failed'));
  };
  // Only the institute's languages (its settings); the current one stays listed when it is not.
  const offered = LOCALES.filter(({ code }) => offeredLocales().includes(code) || code === current);
  if (offered.length < 2) return null;
  const others = offered.filter(({ code }) => code !== current);
  if (compact && others.length === 1) {
    const [other] = others;
    // A header action like the others: the globe and the language's name, the name alone
    // for screen readers on a phone (one header row).
    return (
      <HeaderButton
        icon="language"
        label={other!.name}
        labelLang={other!.code}
        variant="default"
        onClick={() => void choose(other!.code)}
      />
    );
  }
  return (
    <Group gap={4} role="group" aria-label={t('label')} wrap="nowrap">
      {offered.map(({ code, name }) => (
        <Button
          key={code}
          lang={code}
          size={size}
          mih={44}
          variant={code === current ? 'filled' : 'default'}
          aria-pressed={code === current}
          onClick={() => void choose(code)}
        >
          {name}
        </Button>
      ))}
    </Group>
  );
}
