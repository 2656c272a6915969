// `npm run bench:lighthouse` (issue 18 part 3): Lighthouse (mobile: simulated slow 4G and 4x CPU,
// its defaults) against the login page of the built app, three runs, the median of each figure.
// Not a test and not in CI: it needs the build (`npm run build`) and Debian's Chromium, and it
// fetches Lighthouse itself at a fixed version on first use (npx cache), so a CI install does not
// carry it. The server runs on a fresh embedded database in a temporary DATA_DIR.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3411);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server/dist/server.js');
if (!fs.existsSync(server) || !fs.existsSync(path.join(root, 'packages/web/dist/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-lighthouse-'));
const child = spawn(process.execPath, [server], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-admin-pass',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

const url = `http://localhost:${PORT}/`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${url}api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 120) throw new Error('The server did not start within a minute.');
  await new Promise((r) => setTimeout(r, 500));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = [];
for (let run = 1; run <= RUNS; run++) {
  const out = path.join(dataDir, `lighthouse-${run}.json`);
  const result = spawnSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-path=${CHROME}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--only-categories=performance,accessibility,best-practices',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (result.status !== 0) throw new Error(`Lighthouse run ${run} failed (exit ${result.status}).`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const figures = {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories['best-practices'].score,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    fcp: report.audits['first-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
  const failing = Object.values(report.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => a.id);
  runs.push(figures);
  // What Chrome's Issues panel reported (best practices loses points for any).
  const issues = report.audits['inspector-issues']?.details?.items ?? [];
  for (const item of issues) console.log(`  issue: ${JSON.stringify(item).slice(0, 300)}`);
  console.log(
    `run ${run}: performance ${figures.performance}, LCP ${(figures.lcp / 1000).toFixed(2)} s, FCP ${(figures.fcp / 1000).toFixed(2)} s, ` +
      `TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, best practices ${figures.bestPractices}, accessibility ${figures.accessibility}` +
      (failing.length ? `; below 0.9: ${failing.join(', ')}` : ''),
  );
}
const m = (key) => median(runs.map((r) => r[key]));
console.log(
  `Median of ${RUNS} (${LIGHTHOUSE}, mobile defaults, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}): ` +
    `performance ${m('performance')}, LCP ${(m('lcp') / 1000).toFixed(2)} s, FCP ${(m('fcp') / 1000).toFixed(2)} s, ` +
    `TBT ${m('tbt').toFixed(0)} ms, best practices ${m('bestPractices')}, accessibility ${m('accessibility')}. ` +
    'Targets: performance ≥ 0.98 (1.0 in two of three runs), LCP ≤ 1.5 s, TBT < 100 ms, best practices 1.0, accessibility 1.0.',
);
stop();
process.exit(0);
