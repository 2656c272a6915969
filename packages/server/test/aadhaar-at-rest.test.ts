import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createAadhaarCipher, parseAadhaarKey } from '../src/lib/aadhaar-cipher.js';
import { hashPassword } from '../src/lib/passwords.js';
import { insertUser } from '../src/modules/users/repository.js';
import { registrationBody } from './helpers/students.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

describe('Aadhaar at rest (decisions §7)', () => {
  it('the number is absent in clear from every database file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-aadhaar-'));
    dirs.push(dataDir);
    const database = await openDatabase({ dataDir });
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') });
    const app = await buildApp({
      config,
      database,
      jwtSecret: randomBytes(32),
      aadhaarKey: randomBytes(32),
    });
    await insertUser(database.db, {
      userId: 'rest-admin',
      role: 'admin',
      passwordHash: await hashPassword('rest-admin-pass'),
      mustChangePassword: false,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'rest-admin', password: 'rest-admin-pass' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = registrationBody();
      numbers.push(body.formData.details.info.aadharNo);
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/registerStudent',
        headers,
        payload: body,
      });
      expect(response.statusCode).toBe(201);
    }
    // A reveal and a view write audit entries too; none may hold the number.
    await app.inject({
      method: 'POST',
      url: `/api/admin/students/${encodeURIComponent(registrationBody().formData.details.info.regNo)}/aadhaar`,
      headers,
    });
    await app.close();
    await database.close();

    const files = [...filesUnder(dataDir)];
    expect(files.length).toBeGreaterThan(10);
    // Control: a field kept in clear (the mobile number) is found, so the scan can see data.
    const control = Buffer.from(registrationBody().formData.details.info.mobileNo);
    expect(files.some((file) => fs.readFileSync(file).includes(control))).toBe(true);
    for (const file of files) {
      const content = fs.readFileSync(file);
      for (const number of numbers) {
        expect(content.includes(number), `${number} in ${file}`).toBe(false);
        // Nor as UTF-16, nor spaced as printed on the card.
        expect(content.includes(Buffer.from(number, 'utf16le')), file).toBe(false);
        expect(content.includes(number.replace(/(\d{4})(?=\d)/g, '$1 ')), file).toBe(false);
      }
    }
  });
});

describe('Aadhaar cipher', () => {
  const cipher = createAadhaarCipher(randomBytes(32));

  it('round-trips, differently every time', () => {
    const a = cipher.encrypt('123412341234');
    const b = cipher.encrypt('123412341234');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(cipher.decrypt(a)).toBe('123412341234');
  });

  it('refuses a value from another key or tampered with', () => {
    const other = createAadhaarCipher(randomBytes(32));
    const stored = cipher.encrypt('123412341234');
    expect(() => other.decrypt(stored)).toThrow();
    const tampered = stored.slice(0, -2) + (stored.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(tampered)).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => createAadhaarCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('AADHAAR_KEY', () => {
  const key = randomBytes(32);

  it.each([
    ['hex', key.toString('hex')],
    ['base64', key.toString('base64')],
    ['base64url', key.toString('base64url')],
  ])('reads %s', (_, value) => {
    expect(loadConfig({ AADHAAR_KEY: value }).aadhaarKey).toEqual(key);
  });

  it('unset or empty means the key file', () => {
    expect(loadConfig({}).aadhaarKey).toBeUndefined();
    expect(loadConfig({ AADHAAR_KEY: ' ' }).aadhaarKey).toBeUndefined();
  });

  it.each([
    ['short', randomBytes(16).toString('base64')],
    ['not a key', 'hello world'],
    ['hex of 31 bytes', randomBytes(31).toString('hex')],
  ])('refuses %s with a clear message', (_, value) => {
    expect(() => loadConfig({ AADHAAR_KEY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ AADHAAR_KEY: value })).toThrow(
      /AADHAAR_KEY: AADHAAR_KEY must be 32 bytes written as 64 hex characters or as base64/,
    );
    expect('problem' in parseAadhaarKey(value)).toBe(true);
  });
});
