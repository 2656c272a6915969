/**
 * The scale benchmark's figures: per route count, requests/s, p50 and p95, per run; then each
 * route's p95 across N institutes against its p95 on one (target ≤ 1.5×), with RLS on and off.
 */
import http from 'node:http';
import { percentile } from './load.js';
import { NETWORK_ROUTE, ROUTES, type ScaleResult } from './scale-load.js';

export type RunFigures = {
  label: string;
  rls: boolean;
  routes: Record<string, { rps: number; p50: number; p95: number; errors: number }>;
  rps: number;
};

const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;

export function reportRun(
  title: string,
  result: ScaleResult,
  at: { label: string; rls: boolean },
): RunFigures {
  const routes: RunFigures['routes'] = {};
  let total = 0;
  console.log(`  ${title}:`);
  for (const [name, r] of Object.entries(result.routes)) {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    const f = {
      rps: sorted.length / result.seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      errors: r.errors,
    };
    total += f.rps;
    routes[name] = f;
    console.log(
      `    ${name.padEnd(36)} ${String(sorted.length).padStart(6)} req ${f.rps.toFixed(1).padStart(7)}/s  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}` +
        (r.errors ? `  ${r.errors} errors (${r.firstError})` : ''),
    );
  }
  console.log(`    ${'all routes'.padEnd(36)} ${total.toFixed(1).padStart(18)}/s`);
  return { ...at, routes, rps: total };
}

/** Each route's p95 at N institutes ÷ at one, RLS on and off; and RLS on ÷ off at each. */
export function compareRuns(runs: RunFigures[], n: number) {
  const find = (label: string, rls: boolean) =>
    runs.find((r) => r.label === label && r.rls === rls);
  console.log(`Comparison (p95 ratios; target: ${n} institutes ≤ 1.5× one institute):`);
  for (const rls of [true, false]) {
    const one = find('1 institute', rls);
    const many = find(`${n} institutes`, rls);
    if (!one || !many) continue;
    const network = many.routes[NETWORK_ROUTE];
    if (network)
      console.log(
        `  RLS ${rls ? 'on ' : 'off'}  ${NETWORK_ROUTE.padEnd(36)} p95 ${ms(network.p95)} at ${n} institutes (target < 1 s: ${network.p95 < 1000 ? 'met' : 'MISSED'})`,
      );
    for (const name of Object.values(ROUTES)) {
      const ratio = many.routes[name]!.p95 / one.routes[name]!.p95;
      console.log(
        `  RLS ${rls ? 'on ' : 'off'}  ${name.padEnd(36)} ${ms(one.routes[name]!.p95)} → ${ms(many.routes[name]!.p95)}  ${ratio.toFixed(2)}× ${ratio <= 1.5 ? 'met' : 'MISSED'}`,
      );
    }
  }
  for (const label of ['1 institute', `${n} institutes`]) {
    const on = find(label, true);
    const off = find(label, false);
    if (!on || !off) continue;
    console.log(
      `  ${label}: RLS on ÷ off, requests/s ${(on.rps / off.rps).toFixed(2)}; p95 ` +
        Object.values(ROUTES)
          .map(
            (name) =>
              `${name.split(' ')[1]} ${(on.routes[name]!.p95 / off.routes[name]!.p95).toFixed(2)}`,
          )
          .join(', '),
    );
  }
}

/**
 * The network overview's first calls on a fresh cluster (issue 33 part 3): each API process reads
 * every institute once (cold), then answers from its kept figures while no institute is written.
 * Round robin sends call k to process k mod P, so the first P calls are each process's cold one.
 */
export async function timeOverviewCalls(
  port: number,
  network: { path: string; headers: Record<string, string> },
  calls: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let k = 0; k < calls; k++) {
    const started = performance.now();
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: network.path, headers: network.headers },
        (response) => response.resume().on('end', () => resolve(response.statusCode)),
      );
      request.on('error', reject);
    });
    if (status !== 200) throw new Error(`Overview: ${status}`);
    times.push(performance.now() - started);
  }
  return times;
}
