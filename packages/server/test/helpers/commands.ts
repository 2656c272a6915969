import { vi } from 'vitest';

/**
 * Runs a command's `run` as an operator would and returns its exit code and everything it
 * printed (console.log and console.error, in order), without letting it reach the test output.
 */
export async function capture(command: () => Promise<number>) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((m) => void lines.push(String(m)));
  const error = vi.spyOn(console, 'error').mockImplementation((m) => void lines.push(String(m)));
  try {
    return { code: await command(), output: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
