/**
 * One institute's backup (issue 28 part 5, decisions §20): every row of every institute table
 * (institute-tables.ts) of one institute, read in one snapshot, as JSON, in the same encrypted
 * archive as a whole backup (archive.ts). Like a whole backup it carries no key: the Aadhaar
 * numbers stay encrypted with the installation's key, whose fingerprint the header records.
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterInstitute } from '../../db/every-institute.js';
import { withInstitute } from '../../db/institute-scope.js';
import { type Actor, audit } from '../../lib/audit.js';
import { type ArchiveFacts, type ArchiveHeader, createArchive } from './archive.js';
import { carried, instituteTables, type Row } from './institute-tables.js';
import { archiveFacts } from './snapshot.js';

export const INSTITUTE_PAYLOAD = 'institute-rows-json-gzip' as const;
export const INSTITUTE_BACKUP_ACTION = 'backup.institute';

/** The payload: the institute's rows by table, each row as the database writes it in JSON. */
export type InstituteRows = { tables: Record<string, Row[]> };

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Every carried row of the institute, read in one consistent snapshot. */
export async function exportInstitute(
  database: Database,
  institute: number,
): Promise<InstituteRows> {
  const db = database.owner ?? database.db;
  return withInstitute(institute, () =>
    db.transaction(
      async (tx) => {
        await enterInstitute(tx, institute);
        const tables: Record<string, Row[]> = {};
        for (const table of carried(await instituteTables(tx))) {
          const order = table.primaryKey.length ? table.primaryKey : table.columns;
          const result = await tx.execute(sql`select to_jsonb(t) as row from ${ident(table.name)} t
            where t.institute_id = ${institute}
            order by ${sql.join(
              order.map((c) => sql`t.${ident(c)}`),
              sql`, `,
            )}`);
          tables[table.name] = (result as unknown as { rows: { row: Row }[] }).rows.map(
            (r) => r.row,
          );
        }
        return { tables };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ),
  );
}

export const packRows = async (rows: InstituteRows) =>
  promisify(gzip)(Buffer.from(JSON.stringify(rows), 'utf8'));

export async function unpackRows(payload: Buffer): Promise<InstituteRows> {
  const parsed = JSON.parse((await promisify(gunzip)(payload)).toString('utf8')) as InstituteRows;
  if (!parsed || typeof parsed.tables !== 'object') throw new Error('The rows cannot be read.');
  return parsed;
}

async function* once(chunk: Buffer) {
  yield chunk;
}

/**
 * The encrypted archive of one institute, as chunks to write to a file. Audited in that
 * institute's log (who, what, how many rows; never the passphrase).
 */
export async function writeInstituteBackup(
  database: Database,
  options: {
    institute: { id: number; code: string; name: string };
    aadhaarKey: Uint8Array | undefined;
    passphrase: string;
    actor: Actor;
    scrypt?: { N: number; r: number; p: number };
  },
): Promise<{ header: ArchiveHeader; chunks: AsyncGenerator<Buffer> }> {
  const { institute } = options;
  const rows = await exportInstitute(database, institute.id);
  const facts: ArchiveFacts = {
    ...(await archiveFacts(database, options.aadhaarKey)),
    payload: INSTITUTE_PAYLOAD,
    institute: { code: institute.code, name: institute.name },
  };
  const count = Object.values(rows.tables).reduce((n, t) => n + t.length, 0);
  return createArchive(facts, options.passphrase, once(await packRows(rows)), {
    ...(options.scrypt ? { scrypt: options.scrypt } : {}),
    beforeSeal: () =>
      withInstitute(institute.id, () =>
        (database.owner ?? database.db).transaction(async (tx) => {
          await enterInstitute(tx, institute.id);
          await audit(tx, {
            actor: options.actor,
            action: INSTITUTE_BACKUP_ACTION,
            outcome: 'success',
            detail: { rows: count, migrations: facts.migrations },
          });
        }),
      ),
  });
}
