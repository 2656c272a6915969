import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The compiled server of this checkout, built once per run into a folder of its own. */
export const TEST_BUILD = path.join(packageRoot, '.tmp', `test-dist-${process.pid}`);

export function buildServerForTests(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--outdir', TEST_BUILD], {
    cwd: packageRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stderr}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves once the output (from offset `since`) matches. */
  waitFor: (pattern: RegExp, options?: { timeoutMs?: number; since?: number }) => Promise<void>;
  /** Exit code (null when killed by a signal); rejects after timeoutMs. */
  exited: (timeoutMs?: number) => Promise<number | null>;
};

/** Starts the compiled server (`node dist/server.js`, as `npm start` does) with this environment. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(TEST_BUILD, 'server.js')], {
    cwd: packageRoot,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${what} within ${ms} ms; output:\n${text}`)), ms),
      ),
    ]);
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    waitFor: (pattern, { timeoutMs = 30_000, since = 0 } = {}) =>
      withTimeout(
        new Promise<void>((resolve, reject) => {
          const check = () => {
            if (pattern.test(text.slice(since))) {
              listeners.delete(check);
              resolve();
            }
          };
          listeners.add(check);
          void exit.then(() => {
            if (!pattern.test(text.slice(since)))
              reject(new Error(`exited before ${pattern}; output:\n${text}`));
          });
          check();
        }),
        timeoutMs,
        `no ${pattern}`,
      ),
    exited: (timeoutMs = 15_000) => withTimeout(exit, timeoutMs, 'did not exit'),
  };
}
