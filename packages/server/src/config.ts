import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseAadhaarKey } from './lib/aadhaar-cipher.js';
import { readTlsFiles, type TlsFiles } from './lib/tls-files.js';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const originList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
const isOriginList = (list: string[]) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o));

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: optionalText.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
    message: 'DATABASE_URL must start with postgres:// or postgresql://',
  }),
  DATABASE_APP_ROLE: optionalText.refine((v) => !v || /^[a-z_][a-z0-9_]*$/.test(v), {
    message: 'DATABASE_APP_ROLE must be a role name of lower-case letters, digits and _',
  }),
  DATABASE_POOL_SIZE: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
    z.coerce
      .number({ error: 'DATABASE_POOL_SIZE must be a whole number of connections (e.g. 4).' })
      .int('DATABASE_POOL_SIZE must be a whole number of connections (e.g. 4).')
      .min(1, 'DATABASE_POOL_SIZE must be at least 1.')
      .max(100, 'DATABASE_POOL_SIZE must be at most 100.')
      .optional(),
  ),
  ADMIN_PASSWORD: optionalText.refine((v) => !v || v.length >= 6, {
    message: 'ADMIN_PASSWORD must be at least 6 characters',
  }),
  JWT_SECRET: optionalText.refine((v) => !v || v.length >= 32, {
    message: 'JWT_SECRET must be at least 32 characters',
  }),
  AADHAAR_KEY: optionalText.transform((v, ctx) => {
    if (!v) return undefined;
    const parsed = parseAadhaarKey(v);
    if ('key' in parsed) return parsed.key;
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }),
  API_BASE: z
    .string()
    .default('/api')
    .refine((v) => /^\/[A-Za-z0-9_\-/]*$/.test(v), {
      message: 'API_BASE must be a path starting with / (for example /api)',
    })
    .transform((v) => (v.length > 1 ? v.replace(/\/+$/, '') : v)),
  CORS_ORIGINS: originList.refine(isOriginList, {
    message: 'CORS_ORIGINS must be a comma-separated list of origins such as https://example.org',
  }),
  PUBLIC_ORIGIN: originList.refine(isOriginList, {
    message:
      'PUBLIC_ORIGIN must be the address the app is opened at, such as https://pragati.example.org or http://192.168.1.20:3000 (several separated by commas)',
  }),
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  COOKIE_SECURE: z
    .enum(['true', 'false', 'auto', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : ('auto' as const))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  INSTITUTE_NAME: z.string().default('Pragati Institute'),
  INSTITUTE_TAGLINE: z
    .string()
    .default('Education and training for persons with intellectual disabilities'),
  INSTITUTE_ADDRESS: z.string().default(''),
  INSTITUTE_PHONE: z.string().default(''),
  INSTITUTE_EMAIL: z.string().default(''),
  INSTITUTE_HELPLINE: z.string().default(''),
  /** "Name; email; phone" (commas also separate), in any order but the name first. */
  INSTITUTE_GRIEVANCE_OFFICER: z.string().default(''),
  /** Years after leaving (or completing) when a student's data is listed as due for erasure. */
  RETENTION_YEARS: z.coerce
    .number({ error: 'RETENTION_YEARS must be a whole number of years (e.g. 3).' })
    .int('RETENTION_YEARS must be a whole number of years (e.g. 3).')
    .min(1, 'RETENTION_YEARS must be at least 1.')
    .max(100, 'RETENTION_YEARS must be at most 100.')
    .default(3),
  INSTITUTE_LOGO_URL: z.string().default('/logo.svg'),
  WEB_DIST: optionalText,
  /** Paths of the PEM certificate and its private key: both set, the server speaks HTTPS only. */
  TLS_CERT: optionalText,
  TLS_KEY: optionalText,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the role the app works as after migrating (owns no table; RLS binds it). */
  databaseAppRole: string | undefined;
  /** PostgreSQL connections per process (poolSizeFor). */
  databasePoolSize: number;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  /** Key of the Aadhaar encryption (32 bytes); unset = key file `aadhaar.key` in DATA_DIR. */
  aadhaarKey: Buffer | undefined;
  apiBase: string;
  corsOrigins: string[];
  /**
   * The app's own origins (PUBLIC_ORIGIN): a cookie-authenticated write must come from one of
   * them or CORS_ORIGINS. Empty: this machine's addresses on PORT (lib/origin-check.ts).
   */
  publicOrigins: string[];
  trustProxy: boolean;
  cookieSecure: boolean | 'auto';
  logLevel: string;
  retentionYears: number;
  branding: {
    name: string;
    tagline: string;
    address: string;
    phone: string;
    email: string;
    helpline: string;
    grievanceName: string;
    grievanceEmail: string;
    grievancePhone: string;
    logoUrl: string;
  };
  /** Folder of the built web app; unset = packages/web/dist beside this package. */
  webDist: string | undefined;
  /** The certificate and key read from TLS_CERT and TLS_KEY; unset = plain HTTP. */
  tls: TlsFiles | undefined;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      );
  // Read even when another setting is wrong, so every problem is listed at once.
  const tlsFiles = readTlsFiles(env.TLS_CERT?.trim(), env.TLS_KEY?.trim());
  problems.push(...tlsFiles.problems);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseAppRole: e.DATABASE_APP_ROLE,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? poolSizeFor(os.availableParallelism()),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    aadhaarKey: e.AADHAAR_KEY,
    apiBase: e.API_BASE,
    corsOrigins: e.CORS_ORIGINS,
    publicOrigins: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
    retentionYears: e.RETENTION_YEARS,
    branding: {
      name: e.INSTITUTE_NAME,
      tagline: e.INSTITUTE_TAGLINE,
      address: e.INSTITUTE_ADDRESS,
      phone: e.INSTITUTE_PHONE,
      email: e.INSTITUTE_EMAIL,
      helpline: e.INSTITUTE_HELPLINE,
      ...grievanceOfficer(e.INSTITUTE_GRIEVANCE_OFFICER),
      logoUrl: e.INSTITUTE_LOGO_URL,
    },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    tls: tlsFiles.tls,
  };
}

/**
 * The pool's default: two connections per core. Each running statement holds a backend on a core
 * of the same machine (the usual single-server install), so more connections than that only queue
 * in PostgreSQL instead of in the pool: on two cores a pool of 4 answered the checklist pair
 * faster than 10 (docs/benchmarks.md).
 */
export const poolSizeFor = (cores: number) => Math.max(2, 2 * cores);

/**
 * INSTITUTE_GRIEVANCE_OFFICER (DPDP Act 2023 s.13) as the three contact fields: the part with an
 * @ is the email, the part made of digits, spaces and + - ( ) the phone, the rest the name.
 */
export function grievanceOfficer(text: string) {
  const parts = text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const grievanceEmail = parts.find((part) => part.includes('@')) ?? '';
  const grievancePhone = parts.find((part) => /^\+?[\d\s()-]{6,}$/.test(part)) ?? '';
  const grievanceName = parts
    .filter((p) => p !== grievanceEmail && p !== grievancePhone)
    .join(', ');
  return { grievanceName, grievanceEmail, grievancePhone };
}
