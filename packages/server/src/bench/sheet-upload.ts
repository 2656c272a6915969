/**
 * Benchmark (issue 26 item 2): while a ~750 kB question sheet is imported, how long
 * `/api/health` takes. One HTTP client in a worker thread (./load.ts, so it shares nothing with
 * the server's event loop) calls /api/health again as soon as it answers, from the upload's start
 * to its answer. Target: every health answer within 200 ms. Not a timed test: run it on the
 * target machine with `npm run bench:sheets -w @pragati/server`.
 * Embedded in-memory PGlite by default; BENCH_DATABASE_URL=postgres://… uses a server database
 * (its question bank is replaced). BENCH_ROWS changes the question count (4,900: about 750 kB).
 * BENCH_KIND=teachers or students runs the teacher upload or the student import instead (1,000
 * new rows each).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { openBenchApp } from './bench-app.js';
import { bigQuestionSheet, bigStudentSheet, bigTeacherSheet } from './big-sheet.js';
import { percentile, runLoad } from './load.js';

/** questions (default), teachers or students: which upload runs beside the health calls. */
const KIND = process.env.BENCH_KIND ?? 'questions';
const UPLOADS = {
  questions: { url: '/api/admin/questions/import', rows: 4900, sheet: bigQuestionSheet },
  teachers: { url: '/api/admin/registerTeacher', rows: 1000, sheet: bigTeacherSheet },
  students: { url: '/api/admin/students/import', rows: 1000, sheet: bigStudentSheet },
} as const;
const UPLOAD = UPLOADS[KIND as keyof typeof UPLOADS];
if (!UPLOAD) throw new Error(`BENCH_KIND must be one of ${Object.keys(UPLOADS).join(', ')}`);
const ROWS = Number(process.env.BENCH_ROWS ?? UPLOAD.rows);

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
  const file = await UPLOAD.sheet(ROWS);
  const body = multipart(file);
  console.log(
    `driver ${database.driver}, ${os.availableParallelism()} CPUs, load ${os.loadavg()[0]!.toFixed(1)}, ` +
      `${KIND} sheet ${(file.length / 1024).toFixed(0)} kB, ${ROWS} rows`,
  );
  const started = performance.now();
  const startedAt = Date.now();
  const upload = app.inject({
    method: 'POST',
    url: UPLOAD.url,
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
  if (slow.length) console.log(`over 200 ms (first 12): ${slow.slice(0, 12).join('; ')}`);
} finally {
  await app.close();
  await database.close();
}
