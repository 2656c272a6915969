import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { loadOrCreateKeyFile } from './lib/secrets.js';
import { loadSampleBankIfEmpty } from './modules/question-bank/sample-bank.js';
import { bootstrapAdmin } from './modules/users/service.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const jwtSecret = config.jwtSecret
    ? new TextEncoder().encode(config.jwtSecret)
    : loadOrCreateKeyFile(config.dataDir, 'jwt-secret.key');
  // Losing this key loses every stored Aadhaar number: DATA_DIR backups must include it.
  const aadhaarKey = config.aadhaarKey ?? loadOrCreateKeyFile(config.dataDir, 'aadhaar.key');

  const bootstrap = await bootstrapAdmin(database.db, config.adminPassword);
  if (bootstrap.created) {
    const lines = bootstrap.generatedPassword
      ? [
          `First admin account created. User ID: ${bootstrap.userId}`,
          `Temporary password: ${bootstrap.generatedPassword}`,
          'It is shown only this once; you will set a new one at first login.',
        ]
      : [
          `First admin account created. User ID: ${bootstrap.userId}, password from ADMIN_PASSWORD.`,
        ];
    const width = Math.max(...lines.map((l) => l.length));
    console.log(['', '='.repeat(width), ...lines, '='.repeat(width), ''].join('\n'));
  }
  if (await loadSampleBankIfEmpty(database.db)) {
    console.log("Question bank was empty: loaded the sample bank. Import the institute's items.");
  }

  const app = await buildApp({
    config,
    database,
    jwtSecret,
    aadhaarKey,
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Pragati is running on http://localhost:${config.port} (database: ${database.driver})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Pragati could not start:', error);
  }
  process.exit(1);
});
