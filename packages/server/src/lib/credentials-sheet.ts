import type { CredentialsSheetRequest, Locale } from '@pragati/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.js';
import { actorOf, audit } from './audit.js';
import type { SessionUser } from './policy.js';
import { runSheetJob } from './sheet-pool.js';
import { XLSX_CONTENT_TYPE } from './xlsx-upload.js';

/** A workbook as a download, never kept by a cache. */
export function sendXlsx(reply: FastifyReply, filename: string, body: Buffer) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The credentials just shown (teacher upload, student import), as a sheet to print in the
 * reader's language; only an audit entry naming the accounts is written, nothing else is kept.
 * `kind` marks the entry as the student import's. One service for both uploads' routes.
 */
export function createCredentialsSheetService(db: Db) {
  return {
    async sheet(
      session: SessionUser,
      { credentials }: CredentialsSheetRequest,
      locale: Locale,
      kind?: 'students',
    ): Promise<Buffer> {
      await audit(db, {
        actor: actorOf(session),
        action: 'credentials.sheet',
        outcome: 'success',
        detail: {
          ...(kind ? { kind } : {}),
          count: credentials.length,
          userIds: credentials.slice(0, 200).map((c) => c.userId),
        },
      });
      return runSheetJob('credentialsSheet', credentials, locale);
    },
  };
}
export type CredentialsSheetService = ReturnType<typeof createCredentialsSheetService>;
