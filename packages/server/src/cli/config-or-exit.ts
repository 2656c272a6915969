/**
 * The one way a command reads its configuration (issue 27 part 4): the same settings as the
 * server (config.ts), and on a problem the list of problems printed once and exit code 2, which
 * the command returns (its `run` returns the code so that tests can call it without exiting).
 */
import { type Config, ConfigError, loadConfig } from '../config.js';

/** Exit code of a command whose arguments or settings are wrong (nothing was done). */
export const USAGE_EXIT = 2;

/** The configuration of `env`, or USAGE_EXIT once the problems are printed. */
export function configOrExit(env: NodeJS.ProcessEnv): Config | typeof USAGE_EXIT {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(
      `${error.message}\nNothing was done: correct the settings above and run the command again.`,
    );
    return USAGE_EXIT;
  }
}
