import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { makeTestCertificate } from './helpers/test-certificate.js';

// Issue 26 item 7: TLS_CERT and TLS_KEY are checked at start, each problem said plainly.
const first = makeTestCertificate();
const second = makeTestCertificate();
afterAll(() => {
  for (const made of [first, second]) fs.rmSync(made.dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('TLS_CERT and TLS_KEY', () => {
  it('unset: plain HTTP', () => {
    expect(loadConfig({}).tls).toBeUndefined();
    expect(loadConfig({ TLS_CERT: ' ', TLS_KEY: '' }).tls).toBeUndefined();
  });

  it('reads a certificate and its key', () => {
    const { tls } = loadConfig({ TLS_CERT: first.certFile, TLS_KEY: first.keyFile });
    expect(tls?.cert.toString()).toContain('-----BEGIN CERTIFICATE-----');
    expect(tls?.key.toString()).toContain('PRIVATE KEY-----');
    expect(tls!.validTo.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses one without the other', () => {
    expect(problemsOf({ TLS_CERT: first.certFile })).toEqual([
      'TLS_KEY: TLS_CERT and TLS_KEY go together: set both (the certificate and its private key, PEM files) or neither (plain HTTP).',
    ]);
    expect(problemsOf({ TLS_KEY: first.keyFile })[0]).toMatch(
      /^TLS_CERT: TLS_CERT and TLS_KEY go together/,
    );
  });

  it('names a missing file, a folder, a file that is not PEM and a key of another certificate', () => {
    const missing = path.join(first.dir, 'nothing.pem');
    expect(problemsOf({ TLS_CERT: missing, TLS_KEY: first.keyFile })).toEqual([
      `TLS_CERT: there is no file at ${missing}. Give the path of a PEM file (see README, 'HTTPS on the institute's network').`,
    ]);
    expect(problemsOf({ TLS_CERT: first.certFile, TLS_KEY: first.dir })).toEqual([
      `TLS_KEY: ${first.dir} is a folder. Give the path of the PEM file inside it.`,
    ]);
    // Swapped: the key where the certificate belongs and the other way round.
    expect(problemsOf({ TLS_CERT: first.keyFile, TLS_KEY: first.certFile })).toEqual([
      `TLS_CERT: ${first.keyFile} is not a PEM certificate (a text file starting with -----BEGIN CERTIFICATE-----).`,
      `TLS_KEY: ${first.certFile} is not a PEM private key without a passphrase (a text file starting with -----BEGIN PRIVATE KEY-----).`,
    ]);
    expect(problemsOf({ TLS_CERT: first.certFile, TLS_KEY: second.keyFile })).toEqual([
      `TLS_KEY: ${second.keyFile} is not the private key of the certificate in TLS_CERT. Give the key made together with that certificate.`,
    ]);
  });

  it('lists TLS problems beside the other settings’ problems', () => {
    const problems = problemsOf({ PORT: 'x', TLS_CERT: first.certFile });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PORT:/);
    expect(problems[1]).toMatch(/^TLS_KEY:/);
  });
});
