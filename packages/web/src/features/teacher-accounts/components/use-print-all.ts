import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** True while the page prints: a print holds every matching row, not just the page on screen. */
export function usePrintAll() {
  const [printAll, setPrintAll] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrintAll(true));
    const after = () => setPrintAll(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printAll;
}
