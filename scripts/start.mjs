// `npm start`: builds what is missing or older than its sources, then runs the compiled server
// in this process (decisions §12). A restart of a built checkout skips both builds and is ready
// in seconds; after `git pull` or an edit, only the changed half is rebuilt.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Not part of a build: tests and benchmarks (an edited test must not cost a rebuild). */
const NOT_BUILT = /(\.test\.tsx?$)|(^bench$)/;

/** Newest modification time under the given files and folders (0 when none exists). */
function newest(paths) {
  let latest = 0;
  const visit = (entry) => {
    if (NOT_BUILT.test(path.basename(entry))) return;
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

const builtAt = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
const shared = [at('packages/domain/src'), at('package-lock.json')];

const webOutput = at('packages/web/dist/index.html');
const webInputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'postcss.config.cjs',
  'package.json',
]
  .map((name) => at('packages/web', name))
  .concat(shared);
if (builtAt(webOutput) < newest(webInputs)) {
  console.log('Building the web app (its build is missing or older than its sources)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--workspace', '@pragati/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverOutput = at('packages/server/dist/server.js');
const serverInputs = ['src', 'package.json', 'scripts/build.mjs']
  .map((name) => at('packages/server', name))
  .concat(shared);
if (builtAt(serverOutput) < newest(serverInputs)) {
  console.log('Building the server (its build is missing or older than its sources)...');
  const { buildServer } = await import(pathToFileURL(at('packages/server/scripts/build.mjs')).href);
  await buildServer();
}

await import(pathToFileURL(serverOutput).href);
