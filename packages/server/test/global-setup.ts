import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { TEST_APP_ROLE } from './helpers/app-role.js';

/**
 * Migrates one database per test run and hands it to every test file as a template
 * (helpers/database.ts): a dumped embedded data folder loaded in memory, or a PostgreSQL
 * database copied with CREATE DATABASE … TEMPLATE. Migrating afresh for each of ~75 files cost
 * 4–30 s apiece on a busy 2-core machine; loading the migrated copy costs a fraction of that.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplate(project, serverUrl);
  return embeddedTemplate(project);
}

async function embeddedTemplate(project: TestProject) {
  const database = await openDatabase({});
  if (database.source.kind !== 'pglite') throw new Error('expected the embedded database');
  const dump = await database.source.client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `pragati-test-template-${randomUUID()}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  project.provide('databaseTemplate', { kind: 'pglite', file });
  return () => fs.rmSync(file, { force: true });
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `pragati_template_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  // Every PostgreSQL test works as a role that owns no table and is no superuser, so the whole
  // suite meets the row-level policies (issue 28). Roles belong to the server: made once.
  await onServer(
    serverUrl,
    `do $$ begin
       create role ${TEST_APP_ROLE} nologin nosuperuser nobypassrls;
     exception when duplicate_object or unique_violation then null;
     end $$`,
  );
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: 1,
    appRole: TEST_APP_ROLE,
  });
  await database.close();
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
  }
}
