import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRICT_TRANSPORT_SECURITY } from '../src/lib/security-headers.js';
import { createTestApp, createUser, type TestContext } from './helpers/app.js';
import {
  buildServerForTests,
  type ServerProcess,
  startServer,
  TEST_BUILD,
} from './helpers/server-process.js';
import { makeTestCertificate } from './helpers/test-certificate.js';

/**
 * Issue 26 item 7: the compiled server speaks HTTPS with TLS_CERT and TLS_KEY (a certificate
 * made now as README says, for 127.0.0.1 as for the office PC's LAN address; the client trusts
 * only the CA, as a phone that installed it); on HTTPS the session
 * cookie is Secure and answers carry Strict-Transport-Security, on plain HTTP neither.
 */
const certificate = makeTestCertificate();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-https-'));
const ADMIN_PASSWORD = 'https-admin-pass';
let server: ServerProcess | undefined;

beforeAll(async () => {
  buildServerForTests();
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    WEB_DIST: path.join(dataDir, 'no-web'),
    TLS_CERT: certificate.certFile,
    TLS_KEY: certificate.keyFile,
  });
  // A generous ceiling: the shared test machine may be busy; this waits for a state.
  await server.waitFor(/Pragati is running on https:\/\/localhost/, { timeoutMs: 100_000 });
}, 180_000);
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited();
  }
  for (const dir of [dataDir, certificate.dir, TEST_BUILD]) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/** One request over TLS that trusts only the test CA, as a phone that installed it. */
function overTls(method: 'GET' | 'POST', urlPath: string, body?: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: server!.port,
        method,
        path: urlPath,
        ca: certificate.caCert,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body ? JSON.stringify(body) : undefined);
  });
}

describe('the server on its own certificate', () => {
  it('answers over HTTPS with Strict-Transport-Security', async () => {
    const health = await overTls('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('a login over HTTPS sets a Secure, httpOnly, SameSite=Strict session cookie', async () => {
    const login = await overTls('POST', '/api/login', { id: 'admin', password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    expect(JSON.parse(login.body)).toMatchObject({ status: 'success', userId: 'admin' });
    const cookie = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('jwt='));
    expect(cookie).toBeDefined();
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=strict']));
    expect(login.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('refuses a client that does not trust the certificate', async () => {
    const untrusting = new Promise((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port: server!.port, path: '/api/health' }, resolve)
        .on('error', reject);
    });
    await expect(untrusting).rejects.toThrow(/unable to verify the first certificate/);
  });
});

describe('a start with half a TLS setting', () => {
  it('stops with the message naming what to set, instead of serving plain HTTP', async () => {
    const attempt = await startServer({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      TLS_CERT: certificate.certFile,
    });
    expect(await attempt.exited(60_000)).toBe(1);
    expect(attempt.output()).toContain(
      'TLS_KEY: TLS_CERT and TLS_KEY go together: set both (the certificate and its private key, PEM files) or neither (plain HTTP).',
    );
    expect(attempt.output()).not.toMatch(/Pragati is running/);
  });
});

describe('plain HTTP and a TLS proxy in front', () => {
  let plain: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    plain = await createTestApp();
    proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  async function loginOn(ctx: TestContext, headers: Record<string, string> = {}) {
    const user = await createUser(ctx, { role: 'admin' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { id: user.userId, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    return {
      hsts: response.headers['strict-transport-security'],
      secure: response.cookies.find((c) => c.name === 'jwt')?.secure === true,
    };
  }

  it('on plain HTTP: no Strict-Transport-Security and no Secure cookie', async () => {
    expect(await loginOn(plain)).toEqual({ hsts: undefined, secure: false });
    // A client cannot claim HTTPS when no proxy is trusted.
    expect(await loginOn(plain, { 'x-forwarded-proto': 'https' })).toEqual({
      hsts: undefined,
      secure: false,
    });
    const health = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted TLS proxy (X-Forwarded-Proto: https): both', async () => {
    expect(await loginOn(proxied, { 'x-forwarded-proto': 'https' })).toEqual({
      hsts: STRICT_TRANSPORT_SECURITY,
      secure: true,
    });
    expect(await loginOn(proxied, { 'x-forwarded-proto': 'http' })).toEqual({
      hsts: undefined,
      secure: false,
    });
  });
});
