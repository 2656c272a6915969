import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run as addNetworkUser } from '../src/cli/add-network-user.js';
import { run as addUser } from '../src/cli/add-user.js';
import { run as backup } from '../src/cli/backup.js';
import { run as importOriginal } from '../src/cli/import-original.js';
import { run as restore } from '../src/cli/restore.js';
import { run as rotateAadhaarKey } from '../src/cli/rotate-aadhaar-key.js';
import { capture } from './helpers/commands.js';

/**
 * Every command reads the server's configuration one way (cli/config-or-exit.ts): a wrong
 * setting is named, the command stops with exit code 2 and touches nothing.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-cli-config-'));
const dataDir = path.join(work, 'data');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const COMMANDS: [string, (env: NodeJS.ProcessEnv) => Promise<number>][] = [
  ['user:add', (env) => addUser(['--id', 'p1', '--role', 'principal'], env)],
  ['network:add-user', (env) => addNetworkUser(['--id', 'n1'], env)],
  ['backup', (env) => backup(['--out', path.join(work, 'out.backup')], env)],
  ['restore', (env) => restore([path.join(work, 'in.backup')], env)],
  ['import-original', (env) => importOriginal(['--from', work, '--dry-run'], env)],
  ['rotate-aadhaar-key', (env) => rotateAadhaarKey([], env)],
];

describe('a command with a wrong setting', () => {
  it.each(COMMANDS)('%s names the setting, exits 2 and writes nothing', async (_name, run) => {
    const env = { DATA_DIR: dataDir, PORT: 'eighty', INIT_CWD: work, LOG_LEVEL: 'warn' };
    const { code, output } = await capture(() => run(env));
    expect(code).toBe(2);
    expect(output).toContain('Invalid configuration:\n  - PORT: PORT must be a number');
    expect(output).toContain('Nothing was done');
    expect(fs.readdirSync(work)).toEqual([]);
  });
});
