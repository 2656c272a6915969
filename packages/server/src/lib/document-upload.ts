import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@pragati/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.js';

export type DocumentUpload = {
  fields: Record<string, string>;
  filename: string;
  bytes: Buffer;
};

const tooLarge = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT';
};

/**
 * Reads a document upload (issue 30 part 3): the one file of field `file`, at most 10 MB (413
 * past it), and the text fields beside it. The bytes stay in memory; nothing is written here.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw badRequest(DOCUMENT_MESSAGES.noFile);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  let filename = '';
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 1000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
        continue;
      }
      filename = part.filename ?? '';
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (tooLarge(error)) throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
    if (error instanceof HttpError) throw error;
    throw badRequest(DOCUMENT_MESSAGES.noFile);
  }
  if (!bytes || bytes.length === 0) throw badRequest(DOCUMENT_MESSAGES.noFile);
  return { fields, filename, bytes };
}
