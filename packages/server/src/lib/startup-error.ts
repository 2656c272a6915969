/**
 * A start that cannot go on says so in one message naming the folder (or database) and the way
 * out (decisions §12), never pages of internals; the full error only at LOG_LEVEL=debug or trace.
 */
/** Extend it for any fault whose message alone tells the operator what happened and what to do. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

const VERBOSE_LEVELS = new Set(['debug', 'trace']);

/** Prints why the start failed: the message alone, or with every cause at debug and trace. */
export function reportStartupFailure(
  error: unknown,
  logLevel: string | undefined = process.env.LOG_LEVEL,
): void {
  const message = error instanceof Error ? error.message : String(error);
  // Our own start-up errors (and invalid configuration) already say what to do.
  const known =
    error instanceof StartupError || (error instanceof Error && error.name === 'ConfigError');
  console.error(known ? message : `Pragati could not start: ${message}`);
  if (logLevel && VERBOSE_LEVELS.has(logLevel)) {
    let cause: unknown = error;
    while (cause) {
      console.error('\nDetails:', cause instanceof Error ? (cause.stack ?? cause.message) : cause);
      cause = cause instanceof Error ? cause.cause : undefined;
    }
  } else if (!known || (error instanceof Error && error.cause)) {
    console.error('(Set LOG_LEVEL=debug to see the full details.)');
  }
}
