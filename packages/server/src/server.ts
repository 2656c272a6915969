import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open-configured.js';
import { explainOpenFailure, isDatabaseDamage } from './db/open-faults.js';
import { installGracefulShutdown } from './lib/shutdown.js';
import { reportStartupFailure } from './lib/startup-error.js';
import type { bootstrapAdmin } from './modules/users/service.js';

// Start-up sequence (ARCHITECTURE.md): configuration, database (umask, lock, modes, migrations),
// keys, first admin and sample bank, app, signals, listen.
async function main() {
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config, { purpose: 'server' });
  const { database } = opened;
  try {
    // Loaded once the folder is ours, so a second start refuses before paying for them.
    const [
      { buildApp },
      { bootstrapAdmin },
      { loadSampleBankIfEmpty },
      { settleAadhaarKey, settleSessionKey },
    ] = await Promise.all([
      import('./app.js'),
      import('./modules/users/service.js'),
      import('./modules/question-bank/sample-bank.js'),
      import('./modules/keys/service.js'),
    ]);
    // Checked against the database's record before anything is encrypted (modules/keys).
    const log = (level: 'info' | 'warn', message: string) =>
      level === 'warn' ? console.warn(message) : console.log(message);
    const { dataDir } = config;
    const aadhaarKey = await settleAadhaarKey(database.db, {
      dataDir,
      envKey: config.aadhaarKey,
      log,
      sharedDatabase: Boolean(config.databaseUrl),
    });
    const jwtSecret = await settleSessionKey(database.db, {
      dataDir,
      envSecret: config.jwtSecret,
      log,
    });

    announceBootstrap(await bootstrapAdmin(database.db, config.adminPassword));
    if (await loadSampleBankIfEmpty(database.db)) {
      console.log("Question bank was empty: loaded the sample bank. Import the institute's items.");
    }

    const app = await buildApp({
      config,
      database,
      jwtSecret,
      aadhaarKey,
      logger: {
        level: config.logLevel,
        redact: ['req.headers.authorization', 'req.headers.cookie'],
      },
    });
    installGracefulShutdown({
      app,
      release: opened.release,
      forceRelease: () => opened.lock?.release(),
    });
    await app.listen({ port: config.port, host: config.host });
    opened.announceServer(config.port, config.host);
    const scheme = config.tls ? 'https' : 'http';
    console.log(
      `Pragati is running on ${scheme}://localhost:${config.port} (database: ${database.driver})`,
    );
    warnOfExpiry(config.tls?.validTo);
  } catch (error) {
    await opened.release().catch(() => undefined);
    // Damage met after the open (a key check's count, the first admin's lookup): the same
    // message naming the folder and the way out.
    throw isDatabaseDamage(error) ? explainOpenFailure(error, config) : error;
  }
}

/** An expired certificate is refused by every phone; said at start, the fix is the operator's. */
function warnOfExpiry(validTo: Date | undefined) {
  if (validTo && validTo.getTime() < Date.now()) {
    console.warn(
      `The certificate in TLS_CERT expired on ${validTo.toISOString().slice(0, 10)}: browsers ` +
        "refuse it. Make a new one (README, 'HTTPS on the institute's network') and restart.",
    );
  }
}

function announceBootstrap(bootstrap: Awaited<ReturnType<typeof bootstrapAdmin>>) {
  if (!bootstrap.created) return;
  const lines = bootstrap.generatedPassword
    ? [
        `First admin account created. User ID: ${bootstrap.userId}`,
        `Temporary password: ${bootstrap.generatedPassword}`,
        'It is shown only this once; you will set a new one at first login.',
      ]
    : [`First admin account created. User ID: ${bootstrap.userId}, password from ADMIN_PASSWORD.`];
  const width = Math.max(...lines.map((l) => l.length));
  console.log(['', '='.repeat(width), ...lines, '='.repeat(width), ''].join('\n'));
}

main().catch((error: unknown) => {
  reportStartupFailure(error);
  process.exit(1);
});
