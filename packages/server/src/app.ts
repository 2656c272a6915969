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
import { createAadhaarCipher } from './lib/aadhaar-cipher.js';
import { frameworkErrorHandler, registerErrorHandler } from './lib/error-handler.js';
import { registerMessageLocale } from './lib/message-locale.js';
import { registerOriginCheck } from './lib/origin-check.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { admitsResetCookie, type Policy, policy, registerPolicyEnforcement } from './lib/policy.js';
import { createDatabaseRateLimitStore } from './lib/rate-limit-store.js';
import { createSessionCookies, readToken } from './lib/session-cookie.js';
import { createTokenService } from './lib/tokens.js';
import { MAX_UPLOAD_BYTES } from './lib/xlsx-upload.js';
import { accountRoutes } from './modules/staff-accounts/routes.js';
import { registerOpenApi } from './modules/api-docs/openapi.js';
import { apiDocsRoutes } from './modules/api-docs/routes.js';
import { createHolidayService } from './modules/attendance/holidays.js';
import { createAttendanceMonths } from './modules/attendance/months.js';
import {
  attendanceMonthRoutes,
  holidayRoutes,
  registerRoutes,
} from './modules/attendance/routes.js';
import { createAttendanceService } from './modules/attendance/service.js';
import { auditRoutes } from './modules/audit/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { backupRoutes } from './modules/backup/routes.js';
import { originalImportRoutes } from './modules/original-import/routes.js';
import { createOriginalImportService } from './modules/original-import/service.js';
import { createBulkConsentService } from './modules/consent/bulk.js';
import { consentRoutes } from './modules/consent/routes.js';
import { disabilityProfileRoutes } from './modules/disability-profile/routes.js';
import { createDisabilityProfileService } from './modules/disability-profile/service.js';
import { documentRoutes } from './modules/disability-profile/documents-routes.js';
import { disabilityReturnsRoutes } from './modules/disability-profile/returns-routes.js';
import { createDisabilityReturnsService } from './modules/disability-profile/returns-service.js';
import { createDocumentService } from './modules/disability-profile/documents-service.js';
import { createDocumentCipher } from './lib/document-cipher.js';
import { createConsentService } from './modules/consent/service.js';
import { questionBankRoutes } from './modules/question-bank/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { evaluationRoutes } from './modules/assessment/routes.js';
import { createEvaluationService } from './modules/assessment/service.js';
import { goalsRoutes } from './modules/programme-goals/routes.js';
import { createGoalsService } from './modules/programme-goals/service.js';
import { historyRoutes } from './modules/history/routes.js';
import { correctionRoutes } from './modules/corrections/routes.js';
import { createCorrectionService } from './modules/corrections/service.js';
import { erasureRoutes } from './modules/erasure/routes.js';
import { createErasureService } from './modules/erasure/service.js';
import { easyReadRoutes } from './modules/easy-read/routes.js';
import { createEasyReadService } from './modules/easy-read/service.js';
import { myDataRoutes } from './modules/my-data/routes.js';
import { createMyDataService } from './modules/my-data/service.js';
import { overviewRoutes } from './modules/overview/routes.js';
import { setupRoutes } from './modules/setup/routes.js';
import { createSetupService } from './modules/setup/service.js';
import { createOverviewService } from './modules/overview/service.js';
import { createHistoryService } from './modules/history/service.js';
import { createStudentService } from './modules/student-records/service.js';
import { studentRoutes } from './modules/student-records/routes.js';
import { studentImportRoutes } from './modules/student-import/routes.js';
import { createStudentImportService } from './modules/student-import/service.js';
import { withdrawalRoutes } from './modules/student-status/routes.js';
import { listExportRoutes } from './modules/list-exports/routes.js';
import { healthRoutes } from './modules/system/health.js';
import { preferencesRoutes } from './modules/preferences/routes.js';
import { programmeStructureRoutes } from './modules/programme-structure/routes.js';
import { createProgrammeStructureService } from './modules/programme-structure/service.js';
import { loadWebPages, pagesPerBranding, registerWebApp } from './modules/system/web-app.js';
import { createInstituteSettingsService } from './modules/institute-settings/service.js';
import { instituteSettingsRoutes } from './modules/institute-settings/routes.js';
import { teacherRoutes } from './modules/teacher-accounts/routes.js';
import { createInstituteDirectory } from './modules/institutes/directory.js';
import { registerInstituteScope } from './modules/institutes/hooks.js';
import { instituteRoutes } from './modules/institutes/routes.js';
import { networkRoutes } from './modules/network/routes.js';
import { createNetworkService } from './modules/network/service.js';

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
  const branding: Branding = brandingSchema.parse({ ...config.branding, apiBase: config.apiBase });

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
  // After the cookie parser, whose hook must run first.
  registerOriginCheck(app, config);
  // Before the session check, which reads the sessions of the request's institute only.
  const institutes = createInstituteDirectory(database.db);
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
    async (api) => {
      api.get('/branding', { config: { policy: policy.public } }, async () =>
        instituteSettings.branding(),
      );
      await api.register(instituteSettingsRoutes, { settings: instituteSettings });
      await api.register(instituteRoutes);
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, {
        auth,
        cookies,
        loginRateLimit: options.loginRateLimit ?? { max: 300, timeWindow: 15 * 60 * 1000 },
      });
      await api.register(preferencesRoutes, { db: database.db });
      await api.register(auditRoutes, { db: database.db });
      const cipher = createAadhaarCipher(options.aadhaarKey);
      const students = createStudentService(database.db, { cipher });
      await api.register(studentRoutes, { students });
      await api.register(studentImportRoutes, {
        db: database.db,
        studentImport: createStudentImportService(database.db, { students, cipher }),
      });
      await api.register(consentRoutes, {
        consent: createConsentService(database.db),
        bulk: createBulkConsentService(database.db),
      });
      await api.register(disabilityProfileRoutes, {
        disability: createDisabilityProfileService(database.db),
      });
      await api.register(documentRoutes, {
        documents: createDocumentService(database.db, {
          cipher: createDocumentCipher(options.aadhaarKey),
          fingerprint: cipher.fingerprint,
        }),
      });
      await api.register(disabilityReturnsRoutes, {
        returns: createDisabilityReturnsService(database.db),
      });
      await api.register(correctionRoutes, {
        corrections: createCorrectionService(database.db, { students, cipher }),
      });
      await api.register(withdrawalRoutes, { db: database.db });
      await api.register(erasureRoutes, {
        erasure: createErasureService(database, {
          retentionYears: () => instituteSettings.retentionYears(),
          warn: (message) => app.log.warn(message),
        }),
      });
      await api.register(listExportRoutes, { db: database.db });
      await api.register(teacherRoutes, { db: database.db });
      await api.register(accountRoutes, { db: database.db });
      await api.register(evaluationRoutes, { evaluation: createEvaluationService(database.db) });
      await api.register(historyRoutes, {
        history: createHistoryService(database.db, database.changes),
      });
      await api.register(goalsRoutes, { goals: createGoalsService(database.db) });
      await api.register(registerRoutes, { register: createAttendanceService(database.db) });
      await api.register(attendanceMonthRoutes, { months: createAttendanceMonths(database.db) });
      await api.register(holidayRoutes, { holidays: createHolidayService(database.db) });
      await api.register(myDataRoutes, {
        myData: createMyDataService(database.db, () => instituteSettings.branding()),
      });
      await api.register(easyReadRoutes, { easyRead: createEasyReadService(database.db) });
      await api.register(questionBankRoutes, { db: database.db });
      await api.register(programmeStructureRoutes, {
        programme: createProgrammeStructureService(database.db),
      });
      await api.register(overviewRoutes, {
        overview: createOverviewService(database.db, database.changes),
      });
      await api.register(backupRoutes, { database, aadhaarKey: options.aadhaarKey });
      await api.register(originalImportRoutes, {
        originalImport: createOriginalImportService(database.db, cipher),
      });
      await api.register(setupRoutes, {
        setup: createSetupService(database.db, () => instituteSettings.branding()),
      });
      await api.register(networkRoutes, { network: createNetworkService(database, institutes) });
      await api.register(apiDocsRoutes, { apiPrefix });
    },
    { prefix: apiPrefix },
  );

  await registerWebApp(app, {
    webDist: config.webDist ?? DEFAULT_WEB_DIST,
    apiBase: config.apiBase,
    pagesNow: async () => pagesFor(await instituteSettings.branding()),
  });

  return app as unknown as App;
}
