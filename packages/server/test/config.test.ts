import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, grievanceOfficer, loadConfig, poolSizeFor } from '../src/config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      adminPassword: undefined,
      jwtSecret: undefined,
      apiBase: '/api',
      corsOrigins: [],
      publicOrigins: [],
      databasePoolSize: poolSizeFor(os.availableParallelism()),
    });
  });

  it('sizes the PostgreSQL pool from the cores unless DATABASE_POOL_SIZE says', () => {
    expect([1, 2, 8].map(poolSizeFor)).toEqual([2, 4, 16]);
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be at least 1.',
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number of connections (e.g. 4).',
    );
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/pragati',
      DATABASE_URL: 'postgres://u@db:5432/pragati',
      ADMIN_PASSWORD: 'first-pass',
      JWT_SECRET: 'x'.repeat(40),
      API_BASE: '/backend/',
      CORS_ORIGINS: 'https://a.example.org, http://localhost:5173',
      PUBLIC_ORIGIN: 'https://pragati.example.org, http://192.168.1.20:3000',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/pragati',
      databaseUrl: 'postgres://u@db:5432/pragati',
      adminPassword: 'first-pass',
      apiBase: '/backend',
      corsOrigins: ['https://a.example.org', 'http://localhost:5173'],
      publicOrigins: ['https://pragati.example.org', 'http://192.168.1.20:3000'],
    });
  });

  it('lists every problem with a clear message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_PASSWORD: '123',
        JWT_SECRET: 'short',
        API_BASE: 'api',
        CORS_ORIGINS: 'not an origin',
        PUBLIC_ORIGIN: 'pragati.example.org',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: PORT must be a number');
    expect(message).toContain('DATABASE_URL must start with postgres://');
    expect(message).toContain('ADMIN_PASSWORD must be at least 6 characters');
    expect(message).toContain('JWT_SECRET must be at least 32 characters');
    expect(message).toContain('API_BASE must be a path starting with /');
    expect(message).toContain('CORS_ORIGINS must be a comma-separated list');
    expect(message).toContain('PUBLIC_ORIGIN must be the address the app is opened at');
  });

  it('treats empty values as unset', () => {
    expect(
      loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: ' ', JWT_SECRET: '', DATABASE_POOL_SIZE: '' }),
    ).toMatchObject({
      databaseUrl: undefined,
      adminPassword: undefined,
      jwtSecret: undefined,
      databasePoolSize: poolSizeFor(os.availableParallelism()),
    });
  });
});

describe('INSTITUTE_GRIEVANCE_OFFICER', () => {
  it.each([
    [
      'Meena Rao; grievance@pragati.example; +91 20 1234 5678',
      ['Meena Rao', 'grievance@pragati.example', '+91 20 1234 5678'],
    ],
    ['Meena Rao, 020-1234-9999', ['Meena Rao', '', '020-1234-9999']],
    ['grievance@pragati.example', ['', 'grievance@pragati.example', '']],
    ['', ['', '', '']],
  ])('%j', (text, [grievanceName, grievanceEmail, grievancePhone]) => {
    expect(grievanceOfficer(text)).toEqual({ grievanceName, grievanceEmail, grievancePhone });
  });
});
