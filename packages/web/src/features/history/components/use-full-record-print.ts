import { useEffect, useRef, useState } from 'react';
import { preloadChart } from './year-figures';

export const PRINT_FULL_RECORD_ID = 'print-full-record';

/**
 * "Print full record": shows the whole record, then prints it once it is drawn. The chart code
 * is loaded first and the print waits two frames (React's commit, then chart.js's first draw),
 * so no chart prints as "Loading chart...". The record stays on screen afterwards (the browser
 * tells no reliable "printed"), with Print again and Show one year; the focus goes to its
 * heading, so a screen reader hears where it is.
 */
export function useFullRecordPrint() {
  const [shown, setShown] = useState(false);
  const [printing, setPrinting] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!printing) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        titleRef.current?.focus();
        setPrinting(false);
        window.print();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [printing]);

  // Back to one year: the focus returns to the button that opened the record.
  const [closing, setClosing] = useState(false);
  useEffect(() => {
    if (!closing) return;
    document.getElementById(PRINT_FULL_RECORD_ID)?.focus();
    setClosing(false);
  }, [closing]);
  const close = () => {
    setShown(false);
    setClosing(true);
  };

  const print = () => {
    void preloadChart()
      .catch(() => undefined)
      .then(() => {
        setShown(true);
        setPrinting(true);
      });
  };
  return { shown, titleRef, open: print, print, close };
}
