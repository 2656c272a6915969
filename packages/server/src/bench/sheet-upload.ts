/**
 * Benchmark (issue 26 item 2): while a ~750 kB question sheet is imported, how long
 * `/api/health` takes. One HTTP client in a worker thread (./load.ts, so it shares nothing with
 * the server's event loop) calls /api/health again as soon as it answers, from the upload's start
 * to its answer. Target: every health answer within 200 ms. Not a timed test: run it on the
 * target machine with `npm run bench:sheets -w @pragati/server`.
 * Embedded in-memory PGlite by default; BENCH_DATABASE_URL=postgres://… uses a server database
 * (its question bank is replaced). BENCH_ROWS changes the question count (4,900: about 750 kB).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { openBenchApp } from './bench-app.js';
import { bigQuestionSheet } from './big-sheet.js';
import { percentile, runLoad } from './load.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 4900);

function multipart(file: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bank.xlsx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const { database, app, adminToken } = await openBenchApp();
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const token = await adminToken();
  const file = await bigQuestionSheet(ROWS);
  const body = multipart(file);
  console.log(
    `driver ${database.driver}, ${os.availableParallelism()} CPUs, load ${os.loadavg()[0]!.toFixed(1)}, ` +
      `sheet ${(file.length / 1024).toFixed(0)} kB, ${ROWS} questions`,
  );
  const started = performance.now();
  const startedAt = Date.now();
  const upload = app.inject({
    method: 'POST',
    url: '/api/admin/questions/import',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  const health = await runLoad(port, { path: '/api/health', headers: {} }, 1, 600, upload);
  const response = await upload;
  const ms = performance.now() - started;
  if (response.statusCode !== 200) {
    throw new Error(`import failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  const sorted = [...health.latencies].sort((a, b) => a - b);
  console.log(
    `import ${(ms / 1000).toFixed(2)} s; /api/health answered ${sorted.length} times meanwhile ` +
      `(${health.errors} not 200): median ${percentile(sorted, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms ` +
      `(target: all under 200 ms); ${sorted.filter((l) => l > 200).length} over 200 ms`,
  );
  // Where in the import the slow answers were asked, to tell its phases apart.
  const slow = health.latencies.flatMap((l, i) =>
    l > 200
      ? [`${l.toFixed(0)} ms sent at +${((health.sentAt![i]! - startedAt) / 1000).toFixed(2)} s`]
      : [],
  );
  if (slow.length) console.log(`over 200 ms: ${slow.join('; ')}`);
} finally {
  await app.close();
  await database.close();
}
