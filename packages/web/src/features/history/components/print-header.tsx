import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { getBranding } from '../../../lib/branding';
import classes from './history.module.css';

// The language's Indian form ("25 November 2026", "25 नवंबर 2026").
const dateText = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(`${locale}-IN`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);

/** The date a print is made: read again as the print starts, for a screen left open overnight. */
function usePrintDate(): string {
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const update = () => setNow(new Date());
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return dateText(now, locale);
}

/**
 * The report's letterhead (decisions §11): the institute's name and address, from the branding
 * the server inlines into index.html, and the print date. Print only, unless `onScreen` (the full
 * record shows itself as it prints).
 */
export function PrintHeader({ onScreen = false }: { onScreen?: boolean }) {
  const { name, address, phone, email } = getBranding();
  const t = useTranslations('history');
  const date = usePrintDate();
  const contact = [phone && t('phone', { phone }), email].filter(Boolean).join(' · ');
  return (
    <div className={`${classes.letterhead} ${onScreen ? '' : 'print-only'}`}>
      <p className={classes.letterheadName}>{name}</p>
      {address && <p>{address}</p>}
      {contact && <p>{contact}</p>}
      <p>{t('printedOn', { date })}</p>
    </div>
  );
}
