/**
 * The API's routes, each module given its services (split out of app.ts, which builds the
 * server around them: plugins, hooks, the institute scope and the web app).
 */
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app.js';
import type { createAuthService } from './modules/auth/service.js';
import type { createSessionCookies } from './lib/session-cookie.js';
import type { createInstituteDirectory } from './modules/institutes/directory.js';
import type { createInstituteSettingsService } from './modules/institute-settings/service.js';
import { createAadhaarCipher } from './lib/aadhaar-cipher.js';
import {
  type CredentialsSheetService,
  createCredentialsSheetService,
} from './lib/credentials-sheet.js';
import { policy } from './lib/policy.js';
import { accountRoutes } from './modules/staff-accounts/routes.js';
import { createStaffAccountService } from './modules/staff-accounts/service.js';
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
import { createAuditService } from './modules/audit/service.js';
import { authRoutes } from './modules/auth/routes.js';
import { backupRoutes } from './modules/backup/routes.js';
import { createBackupService } from './modules/backup/service.js';
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
import { createQuestionBankService } from './modules/question-bank/bank-service.js';
import { evaluationRoutes } from './modules/assessment/routes.js';
import { createEvaluationService } from './modules/assessment/service.js';
import { goalsRoutes } from './modules/programme-goals/routes.js';
import { createGoalsService } from './modules/programme-goals/service.js';
import { probeRoutes } from './modules/programme-goals/probe-routes.js';
import { createProbeService } from './modules/programme-goals/probe-service.js';
import { historyRoutes } from './modules/history/routes.js';
import { serviceSessionRoutes } from './modules/service-sessions/routes.js';
import { createServiceSessionService } from './modules/service-sessions/service.js';
import { specialistRoutes } from './modules/specialists/routes.js';
import { createSpecialistService } from './modules/specialists/service.js';
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
import { createStudentStatusService } from './modules/student-status/service.js';
import { listExportRoutes } from './modules/list-exports/routes.js';
import { createListExportService } from './modules/list-exports/service.js';
import { healthRoutes } from './modules/system/health.js';
import { preferencesRoutes } from './modules/preferences/routes.js';
import { createPreferencesService } from './modules/preferences/service.js';
import { programmeStructureRoutes } from './modules/programme-structure/routes.js';
import { createProgrammeStructureService } from './modules/programme-structure/service.js';
import { instituteSettingsRoutes } from './modules/institute-settings/routes.js';
import { teacherRoutes } from './modules/teacher-accounts/routes.js';
import { createTeacherAccountService } from './modules/teacher-accounts/teachers-service.js';
import { instituteRoutes } from './modules/institutes/routes.js';
import { networkRoutes } from './modules/network/routes.js';
import { createNetworkService } from './modules/network/service.js';

export type ApiRouteDeps = {
  options: AppOptions;
  auth: ReturnType<typeof createAuthService>;
  cookies: ReturnType<typeof createSessionCookies>;
  instituteSettings: ReturnType<typeof createInstituteSettingsService>;
  institutes: ReturnType<typeof createInstituteDirectory>;
  apiPrefix: string;
  warn: (message: string) => void;
};

export async function registerApiRoutes(api: FastifyInstance, deps: ApiRouteDeps): Promise<void> {
  const { options, auth, cookies, instituteSettings, warn } = deps;
  const { database } = options;
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
  await api.register(preferencesRoutes, {
    preferences: createPreferencesService(database.db),
  });
  await api.register(auditRoutes, { auditLog: createAuditService(database.db) });
  const cipher = createAadhaarCipher(options.aadhaarKey);
  const students = createStudentService(database.db, { cipher });
  await api.register(studentRoutes, { students });
  // One credentials sheet for both uploads (teacher accounts, student import).
  const credentialsSheets = createCredentialsSheetService(database.db);
  await api.register(studentImportRoutes, {
    studentImport: createStudentImportService(database.db, { students, cipher }),
    credentialsSheets,
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
  await api.register(withdrawalRoutes, {
    studentStatus: createStudentStatusService(database.db),
  });
  await api.register(erasureRoutes, {
    erasure: createErasureService(database, {
      retentionYears: () => instituteSettings.retentionYears(),
      warn: (message) => warn(message),
    }),
  });
  await registerWorkRoutes(api, deps, { cipher, credentialsSheets });
}

/** The day's work: lists, teachers, checklists, history, goals, register, reports and setup. */
async function registerWorkRoutes(
  api: FastifyInstance,
  deps: ApiRouteDeps,
  {
    cipher,
    credentialsSheets,
  }: {
    cipher: ReturnType<typeof createAadhaarCipher>;
    credentialsSheets: CredentialsSheetService;
  },
): Promise<void> {
  const { options, instituteSettings, institutes, apiPrefix } = deps;
  const { database } = options;
  await api.register(listExportRoutes, { listExports: createListExportService(database.db) });
  await api.register(teacherRoutes, {
    teachers: createTeacherAccountService(database.db),
    credentialsSheets,
  });
  await api.register(accountRoutes, { staffAccounts: createStaffAccountService(database.db) });
  await api.register(evaluationRoutes, { evaluation: createEvaluationService(database.db) });
  await api.register(historyRoutes, {
    history: createHistoryService(database.db, database.changes),
  });
  await api.register(goalsRoutes, { goals: createGoalsService(database.db) });
  await api.register(probeRoutes, { probes: createProbeService(database.db) });
  await api.register(registerRoutes, { register: createAttendanceService(database.db) });
  await api.register(attendanceMonthRoutes, { months: createAttendanceMonths(database.db) });
  await api.register(holidayRoutes, { holidays: createHolidayService(database.db) });
  await api.register(specialistRoutes, { specialists: createSpecialistService(database.db) });
  await api.register(serviceSessionRoutes, {
    sessions: createServiceSessionService(database.db),
  });
  await api.register(myDataRoutes, {
    myData: createMyDataService(database.db, () => instituteSettings.branding()),
  });
  await api.register(easyReadRoutes, { easyRead: createEasyReadService(database.db) });
  await api.register(questionBankRoutes, {
    questionBank: createQuestionBankService(database.db),
  });
  await api.register(programmeStructureRoutes, {
    programme: createProgrammeStructureService(database.db),
  });
  await api.register(overviewRoutes, {
    overview: createOverviewService(database.db, database.changes),
  });
  await api.register(backupRoutes, {
    backups: createBackupService(database, options.aadhaarKey),
  });
  await api.register(originalImportRoutes, {
    originalImport: createOriginalImportService(database.db, cipher),
  });
  await api.register(setupRoutes, {
    setup: createSetupService(database.db, () => instituteSettings.branding()),
  });
  await api.register(networkRoutes, { network: createNetworkService(database, institutes) });
  await api.register(apiDocsRoutes, { apiPrefix });
}
