/**
 * The scale benchmark's deployment: API processes (`src/server.ts` as `npm start` runs it, each
 * with its own pool) behind haproxy (Debian's package: `apt-get install haproxy`) with a config
 * written here, round robin over keep-alive connections. Row-level security on: the processes
 * take DATABASE_APP_ROLE (a role that owns nothing and bypasses nothing, README "Many institutes
 * on PostgreSQL"); off: they stay the owner login (a superuser or BYPASSRLS role skips the
 * policies). Everything started here is stopped by `stop()`, by its process id.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ClusterOptions = {
  databaseUrl: string;
  /** Set: row-level security binds the app (it works as this role). */
  appRole: string | undefined;
  jwtSecret: string;
  aadhaarKey: string;
  processes: number;
  /** roundrobin: requests in turn; host: each host name to one process (consistent hashing), so
   * each process's caches hold its own institutes. */
  balance: Balance;
};

export type Balance = 'roundrobin' | 'host';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitHealthy(port: number, child: ChildProcess, output: () => string) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API process ended at start:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API process on ${port} not healthy within 120 s:\n${output()}`);
}

function startApi(port: number, options: ClusterOptions, dataDir: string) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: options.jwtSecret,
    AADHAAR_KEY: options.aadhaarKey,
    LOG_LEVEL: 'error',
    ...(options.appRole ? { DATABASE_APP_ROLE: options.appRole } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

function haproxyConfig(front: number, backends: number[], balance: Balance) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  option http-keep-alive',
    'frontend pragati',
    `  bind 127.0.0.1:${front}`,
    '  default_backend api',
    'backend api',
    ...(balance === 'host'
      ? ['  balance hdr(host)', '  hash-type consistent']
      : ['  balance roundrobin']),
    '  http-reuse safe',
    ...backends.map((port, i) => `  server api${i + 1} 127.0.0.1:${port} maxconn 256`),
    '',
  ].join('\n');
}

/** Starts the API processes one after another (each applies migrations first), then haproxy. */
export async function startCluster(options: ClusterOptions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-scale-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) =>
        c.exitCode === null ? new Promise((r) => c.once('exit', r)) : Promise.resolve(),
      ),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const backends: number[] = [];
    for (let i = 0; i < options.processes; i++) {
      const port = await freePort();
      const dataDir = path.join(dir, `api${i + 1}`);
      fs.mkdirSync(dataDir, { recursive: true });
      const api = startApi(port, options, dataDir);
      children.push(api.child);
      await waitHealthy(port, api.child, api.output);
      backends.push(port);
    }
    const front = await freePort();
    const config = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(config, haproxyConfig(front, backends, options.balance));
    const haproxy = spawn('haproxy', ['-db', '-f', config], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let haproxyOutput = '';
    haproxy.stderr.on('data', (c: Buffer) => (haproxyOutput += c.toString()));
    children.push(haproxy);
    await waitHealthy(front, haproxy, () => haproxyOutput);
    return { port: front, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
