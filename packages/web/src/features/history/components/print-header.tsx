import { useEffect, useState } from 'react';
import { getBranding } from '../../../lib/branding';
import classes from './history.module.css';

const dateText = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/** The date a print is made: read again as the print starts, for a screen left open overnight. */
function usePrintDate(): string {
  const [date, setDate] = useState(() => dateText(new Date()));
  useEffect(() => {
    const update = () => setDate(dateText(new Date()));
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return date;
}

/**
 * The report's letterhead (decisions §11): the institute's name and address, from the branding
 * the server inlines into index.html, and the print date. Print only, unless `onScreen` (the full
 * record shows itself as it prints).
 */
export function PrintHeader({ onScreen = false }: { onScreen?: boolean }) {
  const { name, address, phone, email } = getBranding();
  const date = usePrintDate();
  const contact = [phone && `Phone ${phone}`, email].filter(Boolean).join(' · ');
  return (
    <div className={`${classes.letterhead} ${onScreen ? '' : 'print-only'}`}>
      <p className={classes.letterheadName}>{name}</p>
      {address && <p>{address}</p>}
      {contact && <p>{contact}</p>}
      <p>Printed on {date}</p>
    </div>
  );
}
