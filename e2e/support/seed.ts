/**
 * Prepares the database of a browser-test run: one account per role with a known password, and
 * one that still holds a temporary password. Runs before the server starts (the embedded
 * database admits one process at a time).
 */
import { loadConfig } from '@pragati/server/config';
import { createAccount } from '@pragati/server/accounts';
import { openDatabase } from '@pragati/server/db';
import { seedAudit } from './seed-audit.js';
import { seedAutosave } from './seed-autosave.js';
import { seedCorrections } from './seed-corrections.js';
import { seedEasyRead } from './seed-easy-read.js';
import { seedGoals } from './seed-goals.js';
import { seedHistory } from './seed-history.js';
import { seedOverview } from './seed-overview.js';
import { seedPhone } from './seed-phone.js';
import { seedProbes } from './seed-probes.js';
import { seedSessions } from './seed-sessions.js';
import { seedStatus } from './seed-status.js';
import { seedStudentLists } from './seed-student-lists.js';
import { seedStudents } from './seed-students.js';
import { seedTeaching } from './seed-teaching.js';
import { E2E_USERS, NETWORK_USER } from './users.js';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  for (const user of Object.values(E2E_USERS)) {
    // The student is registered as a real student below (its account comes with it).
    if (user.role === 'student') continue;
    await createAccount(database.db, {
      userId: user.userId,
      role: user.role,
      password: user.password,
      mustChangePassword: user.mustChangePassword,
      actor: { userId: 'e2e-seed', role: 'system' },
    });
  }
  await seedStudents(database.db);
  await seedTeaching(database.db);
  await seedHistory(database.db);
  await seedOverview(database.db);
  await seedStudentLists(database.db);
  await seedAudit(database.db);
  await seedStatus(database.db);
  await seedAutosave(database.db);
  await seedPhone(database.db);
  await seedGoals(database.db);
  await seedProbes(database.db);
  await seedSessions(database.db);
  await seedCorrections(database.db);
  await seedEasyRead(database.db);
  // The network office exists on PostgreSQL only (decisions §20): the network journey's server.
  if (config.databaseUrl) {
    await createAccount(database.db, {
      ...NETWORK_USER,
      actor: { userId: 'e2e-seed', role: 'system' },
    });
  }
} finally {
  await database.close();
}
