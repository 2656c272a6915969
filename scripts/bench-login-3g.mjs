/* global document */
// `npm run bench:login-3g` (issue 26 item 9, decisions §10): a teacher on a cheap phone over 3G.
// Chromium (Playwright) with the CPU slowed 4× and the network at 400 kbit/s each way with
// 400 ms round trips (CDP); each run a fresh browser profile, so nothing is cached. Measures
// from the Login press to the teacher's class list on screen, how long the form went without a
// busy state, and the waves of script requested after Login (a wave: requests that start while
// none of the previous are still loading). Three runs by default, the median printed. Not a
// test and not in CI: it needs the web build (`npm run build -w @pragati/web`) and Debian's
// Chromium. The server is the journeys' own (e2e/support/start-server.mjs: a fresh embedded
// database seeded with their accounts), on its own port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3412);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const THROTTLE = { cpu: 4, kbps: 400, rttMs: 400 };
// The journeys' Primary-I-3 teacher (e2e/support/autosave-users.ts): a class with students.
const TEACHER = { userId: 'e2e-autosave-teacher', password: 'autosave-teacher-1' };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!fs.existsSync(path.join(root, 'packages/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build -w @pragati/web');
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'e2e/support/start-server.mjs')], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));
const url = `http://localhost:${PORT}/`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${url}api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 240) throw new Error('The server did not start within two minutes.');
  await new Promise((r) => setTimeout(r, 500));
}

/** Script requests grouped into waves: a new wave starts when nothing earlier is in flight. */
function waves(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const out = [];
  let end = -Infinity;
  for (const r of sorted) {
    if (r.start > end) out.push([]);
    out.at(-1).push(r);
    end = Math.max(end, r.end ?? Infinity);
  }
  return out;
}

async function run() {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  await cdp.send('Network.enable');
  const bytesPerSecond = (THROTTLE.kbps * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  const scripts = new Map();
  const clock = () => performance.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url()))
      scripts.set(request, { url: request.url(), start: clock(), end: null });
  });
  const settle = (request) => {
    const entry = scripts.get(request);
    if (entry) entry.end = clock();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const form = page.getByRole('form').first();
  await page.getByLabel(/user id/i).fill(TEACHER.userId);
  await page.getByLabel(/^password/i).fill(TEACHER.password);
  // Let the app start after the shell's paint, as a person would still be typing.
  await page.waitForFunction(() => !document.getElementById('static-shell'), null, {
    timeout: 120_000,
  });
  const pressed = clock();
  const busyAt = page
    .waitForFunction(
      () =>
        document.querySelector('form [aria-busy="true"], form[aria-busy="true"]') !== null ||
        document.querySelector('form button[type="submit"][data-loading]') !== null,
      null,
      { timeout: 120_000, polling: 'raf' },
    )
    .then(() => clock());
  await page.getByRole('button', { name: /log ?in/i }).click();
  await page
    .locator('main section[aria-labelledby^="class-"] tbody tr')
    .first()
    .waitFor({ state: 'visible', timeout: 120_000 });
  const listed = clock();
  const busy = await busyAt.catch(() => null);
  const after = [...scripts.values()].filter((s) => s.start >= pressed);
  const result = {
    loginToListMs: Math.round(listed - pressed),
    busyAfterMs: busy === null ? null : Math.round(busy - pressed),
    scriptWaves: waves(after).length,
    waves: waves(after).map((wave) => wave.map((r) => path.basename(new URL(r.url).pathname))),
    scriptsAfterLogin: after.length,
    formSeen: await form.count(),
  };
  await browser.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
for (let i = 1; i <= RUNS; i++) {
  const result = await run();
  results.push(result);
  console.log(`run ${i}: ${JSON.stringify(result)}`);
}
const [load1] = os.loadavg();
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      throttle: THROTTLE,
      runs: RUNS,
      medianLoginToListMs: median(results.map((r) => r.loginToListMs)),
      medianBusyAfterMs: median(results.map((r) => r.busyAfterMs ?? Infinity)),
      medianScriptWaves: median(results.map((r) => r.scriptWaves)),
      loadAverage1m: Number(load1.toFixed(1)),
      cpus: os.cpus().length,
    },
    null,
    2,
  ),
);
process.exit(0);
