/**
 * SIGTERM and SIGINT (decisions §12): stop taking requests, finish those in flight, close the
 * database cleanly and release DATA_DIR, then exit 0; after 10 s, exit anyway and say so.
 */
import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_TIMEOUT_MS = 10_000;

export function installGracefulShutdown(options: {
  app: FastifyInstance;
  /** Closes the database and releases the DATA_DIR lock. */
  release: () => Promise<void>;
  /** Called when the clean stop takes too long: must release what it can synchronously. */
  forceRelease: () => void;
  timeoutMs?: number;
}): void {
  const { app, release, forceRelease, timeoutMs = SHUTDOWN_TIMEOUT_MS } = options;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} received again; still finishing requests in flight.`);
      return;
    }
    stopping = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping.`);
    const timer = setTimeout(() => {
      console.error(
        `Pragati did not stop within ${timeoutMs / 1000} s: exiting now. Requests still running ` +
          'were cut off; the database recovers at the next start.',
      );
      forceRelease();
      process.exit(1);
    }, timeoutMs);
    // A keep-alive connection idle now, or once its last response is sent, would hold close()
    // until its timeout (72 s): close idle ones until the server has stopped.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      // Stops listening, answers 503 to new requests on open connections, waits for the rest.
      await app.close();
      clearInterval(idle);
      await release();
      clearTimeout(timer);
      app.log.info('Pragati stopped cleanly.');
      process.exit(0);
    } catch (error) {
      console.error('Pragati could not stop cleanly:', (error as Error).message);
      forceRelease();
      process.exit(1);
    }
  };
  // `on`, not `once`: a second signal must not fall back to the default (immediate) exit.
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
