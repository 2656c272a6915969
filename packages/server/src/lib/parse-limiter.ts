import { SERVER_MESSAGES } from '@pragati/domain';
import { tooMany } from './errors.js';

export const PARSE_BUSY_MESSAGE = SERVER_MESSAGES.parseBusy;

/**
 * At most `active` tasks at once in this process; up to `queue` more wait their turn, for at
 * most `waitMs`; beyond that a 429 with `message` (by default: try again in a minute). Reading a
 * spreadsheet holds its unpacked text and the reader's objects (up to hundreds of MB for a
 * 50 MB sheet): two at a time bounds what uploads can take, however many arrive together.
 */
export function createLimiter({
  active,
  queue,
  waitMs,
  message = PARSE_BUSY_MESSAGE,
}: {
  active: number;
  queue: number;
  waitMs: number;
  message?: string;
}) {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  function release() {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      running -= 1;
    }
  }

  async function acquire(): Promise<void> {
    if (running < active) {
      running += 1;
      return;
    }
    if (waiting.length >= queue) throw tooMany(message);
    await new Promise<void>((resolve, reject) => {
      const slot = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(slot), 1);
          reject(tooMany(message));
        }, waitMs),
      };
      waiting.push(slot);
    });
  }

  return {
    /**
     * Takes a place for work that outlives one promise (a download streamed after the call
     * returns): the returned function gives it back, once, however often it is called.
     */
    async acquire(): Promise<() => void> {
      await acquire();
      let held = true;
      return () => {
        if (held) release();
        held = false;
      };
    },
    /** Runs `task` when a place is free; the place is handed on when it settles. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** For tests: how many run and how many wait. */
    get state() {
      return { running, waiting: waiting.length };
    },
  };
}
