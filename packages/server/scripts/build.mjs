// Compiles the server for production (decisions §12: compiled JavaScript, tsx only in
// development): the server and the command-line tools, with the domain package's TypeScript
// bundled in, into dist/. Every other package stays an import from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => name !== '@pragati/domain',
);

export const ENTRY_POINTS = [
  'src/server.ts',
  'src/cli/add-user.ts',
  'src/cli/add-network-user.ts',
  'src/cli/backup.ts',
  'src/cli/restore.ts',
  'src/cli/rotate-aadhaar-key.ts',
  'src/cli/import-original.ts',
  // A worker thread's entry (lib/sheet-pool.ts starts dist/workers/sheet-worker.js).
  'src/workers/sheet-worker.ts',
];

/** `outdir` (inside this package, so the compiled code finds package.json above it): tests build elsewhere. */
export async function buildServer(outdir = path.join(root, 'dist')) {
  const staging = `${outdir}.next`;
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outbase: 'src',
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  // Swapped in whole, so a start never runs half of an old build and half of a new one.
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.renameSync(staging, outdir);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--outdir');
  await buildServer(at > 0 ? path.resolve(process.argv[at + 1]) : undefined);
}
