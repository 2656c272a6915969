// `npm run dev`: the API (restarting on change) and the Vite dev server with hot reload, together.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// The Vite dev server is a front end served from another origin: the API's origin check
// (cookie-authenticated writes) accepts it only when listed.
const VITE_ORIGIN = 'http://localhost:5173';
const corsOrigins = [process.env.CORS_ORIGINS, VITE_ORIGIN].filter(Boolean).join(',');
const children = ['@pragati/server', '@pragati/web'].map((workspace) =>
  spawn(npm, ['run', 'dev', '--workspace', workspace], {
    stdio: 'inherit',
    env:
      workspace === '@pragati/server' ? { ...process.env, CORS_ORIGINS: corsOrigins } : process.env,
  }),
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
