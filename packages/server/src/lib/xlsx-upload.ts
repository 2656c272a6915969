import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@pragati/domain';
import type { FastifyRequest } from 'fastify';
import type ExcelJS from 'exceljs';
import type { UploadReader, UploadRows } from '../workers/sheet-jobs.js';
import { badRequest, HttpError } from './errors.js';
export { cellText } from './xlsx-cells.js';
import { createLimiter } from './parse-limiter.js';
import { runSheetJob } from './sheet-pool.js';
import { checkZipDirectory, verifyZipSizes, ZipRefused } from './zip-guard.js';

// Their home is the domain, so the message catalogs translate the refusals.
export { MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS, UPLOAD_MESSAGES } from '@pragati/domain';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads the one .xlsx file of a multipart request (field `file`) and turns it into rows with
 * `reader` (workers/sheet-jobs.ts), in the sheet worker. Every failure is a 4xx with a clear
 * message: no file, wrong type, over 2 MB (413), unreadable, unpacking to more than 50 MB or
 * absurdly compressed (400, lib/zip-guard.ts), too many uploads being read at once (429), and
 * the reader's own. Nothing about the upload is written anywhere.
 */
export async function readXlsxUpload<R extends UploadReader>(
  request: FastifyRequest,
  reader: R,
): Promise<UploadRows[R]> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile);
  let buffer: Buffer | undefined;
  let filename = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || buffer) {
        part.file.resume();
        continue;
      }
      filename = part.filename ?? '';
      buffer = await part.toBuffer();
    }
  } catch (error) {
    if (isTooLarge(error)) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    if (error instanceof HttpError) throw error;
    throw badRequest(UPLOAD_MESSAGES.corrupt);
  }
  if (!buffer || buffer.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile);
  if (!/\.xlsx$/i.test(filename) || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
    throw badRequest(UPLOAD_MESSAGES.notXlsx);
  }
  // The directory first, outside the queue: it costs nothing and refuses a zip bomb at once.
  const entries = refusedAs400(() => checkZipDirectory(buffer));
  const file = buffer;
  return parsing.run(async () => {
    await refusedAs400Async(() => verifyZipSizes(file, entries));
    // Only the bytes the guard proved go to exceljs, on the worker's thread.
    return runSheetJob(reader as UploadReader, file) as Promise<UploadRows[R]>;
  });
}

/**
 * Two uploads are unpacked and read at a time per process (the sheet pool runs as many as it
 * has workers, the other waits there); four more may wait 20 s.
 */
const parsing = createLimiter({ active: 2, queue: 4, waitMs: 20_000 });

function zipAs400(error: unknown): unknown {
  if (!(error instanceof ZipRefused)) return error;
  return badRequest(error.reason === 'unreadable' ? UPLOAD_MESSAGES.corrupt : error.message);
}

function refusedAs400<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw zipAs400(error);
  }
}

async function refusedAs400Async(check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    throw zipAs400(error);
  }
}

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT'
  );
}

/** Serialises a workbook for a download response (in the sheet worker: workers/sheet-jobs.ts). */
export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart upload route: its file field and the file's media type. The API reference
     * (modules/api-docs) documents the body from it; the route reads it with readXlsxUpload.
     */
    upload?: { field: string; mediaType: string };
  }
}

/** `config.upload` of a route that reads one .xlsx with readXlsxUpload. */
export const XLSX_UPLOAD = { field: 'file', mediaType: XLSX_CONTENT_TYPE } as const;
