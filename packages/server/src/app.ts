import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { type Branding, brandingSchema, LOCALE_CODES } from '@pragati/domain';
import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { SERVER_ROOT } from './lib/version.js';
import type { Database } from './db/client.js';
import { frameworkErrorHandler, registerErrorHandler } from './lib/error-handler.js';
import { registerMessageLocale } from './lib/message-locale.js';
import { registerOriginCheck } from './lib/origin-check.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { admitsResetCookie, type Policy, policy, registerPolicyEnforcement } from './lib/policy.js';
import { createDatabaseRateLimitStore } from './lib/rate-limit-store.js';
import { createSessionCookies, readToken } from './lib/session-cookie.js';
import { createTokenService } from './lib/tokens.js';
import { MAX_UPLOAD_BYTES } from './lib/xlsx-upload.js';
import { registerOpenApi } from './modules/api-docs/openapi.js';
import { createAuthService } from './modules/auth/service.js';
import { loadWebPages, pagesPerBranding, registerWebApp } from './modules/system/web-app.js';
import { createInstituteSettingsService } from './modules/institute-settings/service.js';
import { createInstituteDirectory } from './modules/institutes/directory.js';
import { registerInstituteScope } from './modules/institutes/hooks.js';
import { registerApiRoutes } from './api-routes.js';

export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

/** Largest JSON body accepted; uploads have their own limits. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppOptions = {
  config: Config;
  database: Database;
  /** Key for signing session tokens (from JWT_SECRET or the key file in DATA_DIR). */
  jwtSecret: Uint8Array;
  /** Key of the Aadhaar encryption, 32 bytes (from AADHAAR_KEY or the key file in DATA_DIR). */
  aadhaarKey: Uint8Array;
  logger?: FastifyServerOptions['logger'];
  /** Per-address login limit; decisions §2 says 300 per 15 minutes. */
  loginRateLimit?: { max: number; timeWindow: number };
};

export type RouteEntry = {
  method: string;
  url: string;
  policy: Policy | undefined;
  /** The route's zod schemas (body, headers, params, querystring), for the fuzz test. */
  schema: FastifySchema | undefined;
};
export type App = FastifyInstance & { routeTable: readonly RouteEntry[] };

/** Builds the whole application (API and web app) without listening, for server.ts and tests. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler(config.apiBase),
    // TLS_CERT and TLS_KEY: HTTPS only on this port (README, "HTTPS on the institute's network").
    ...(config.tls ? { https: { cert: config.tls.cert, key: config.tls.key } } : {}),
  } as FastifyServerOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService(options.jwtSecret);
  const auth = createAuthService(database.db, tokens, database.changes);
  const cookies = createSessionCookies(config.cookieSecure);
  const apiPrefix = config.apiBase === '/' ? '' : config.apiBase;
  // Checked here once: the web app inlines it and checks only its shape (web lib/branding.ts).
  const branding: Branding = brandingSchema.parse({
    ...config.branding,
    languages: [...LOCALE_CODES],
    apiBase: config.apiBase,
  });

  // Read before the CSP is set: it names the styles the pages inline.
  const webPages = await loadWebPages(config.webDist ?? DEFAULT_WEB_DIST, branding);
  // The institute's details (issue 28 part 3): the environment's until its admin saves them.
  const instituteSettings = createInstituteSettingsService(database.db, {
    defaults: {
      ...config.branding,
      languages: [...LOCALE_CODES],
      retentionYears: config.retentionYears,
    },
    apiBase: config.apiBase,
  });
  const pagesFor = pagesPerBranding(config.webDist ?? DEFAULT_WEB_DIST, branding, webPages);

  registerErrorHandler(app);
  await registerMessageLocale(app);
  // Every registered route with its policy, so a test can prove none lacks one.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  // CORS preflights are answered before any session exists; they are public by nature.
  app.addHook('onRoute', (route) => {
    if (route.method === 'OPTIONS' && !route.config?.policy) {
      route.config = { ...route.config, policy: policy.public };
    }
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        policy: route.config?.policy,
        schema: route.schema,
      });
    }
  });
  // Collects the routes registered from here on for the published contract (GET /openapi.json).
  await registerOpenApi(app, { apiPrefix });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...webPages.scriptSources],
        styleSrc: ["'self'", ...webPages.styleSources],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Set per request instead (registerSecurityHeaders): only an HTTPS answer may carry it.
    strictTransportSecurity: false,
  });
  if (config.corsOrigins.length > 0) {
    // Every method the API uses (decisions §1): the plugin's default leaves out PUT and DELETE.
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    });
  }
  await app.register(fastifyCookie);
  const institutes = createInstituteDirectory(database.db);
  // After the cookie parser, whose hook must run first.
  registerOriginCheck(app, config, institutes.isHost);
  // Before the session check, which reads the sessions of the request's institute only.
  registerInstituteScope(app, institutes);
  registerPolicyEnforcement(app, (request, routePolicy) =>
    auth.resolveSession(readToken(request), { admitResetCookie: admitsResetCookie(routePolicy) }),
  );
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Uploads are read with lib/xlsx-upload.ts, which sets the per-file limits and messages.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: createDatabaseRateLimitStore(database.db),
    skipOnError: true,
  });

  // Decisions §2: API answers carry personal data; no browser or proxy may keep them, errors and
  // 404s included. A route that chose its own caching keeps it.
  app.addHook('onSend', async (request, reply) => {
    const rest = request.url.startsWith(apiPrefix) ? request.url.slice(apiPrefix.length) : null;
    const inApi = rest !== null && (rest === '' || rest[0] === '/' || rest[0] === '?');
    if (inApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(
    (api) =>
      registerApiRoutes(api as unknown as FastifyInstance, {
        options,
        auth,
        cookies,
        instituteSettings,
        institutes,
        apiPrefix,
        warn: (message) => app.log.warn(message),
      }),
    { prefix: apiPrefix },
  );

  await registerWebApp(app, {
    webDist: config.webDist ?? DEFAULT_WEB_DIST,
    apiBase: config.apiBase,
    pagesNow: async () => pagesFor(await instituteSettings.branding()),
  });

  return app as unknown as App;
}
