import { z } from 'zod';
import { isIsoDate } from '../shared/calendar.js';
import { isDateInRange } from '../shared/text.js';
import { studentRegNoParamsSchema } from '../student-records/students.js';

/*
 * Documents on the student's record (issue 30 part 3, decisions §17): a PDF, JPEG or PNG (UDID
 * card, certificate, medical report, signed consent form, photo, other), its type checked by its
 * bytes, image metadata removed, stored encrypted in the database; each shared with the guardian
 * or kept for the staff.
 */

export const DOCUMENT_KINDS = [
  'udid-card',
  'certificate',
  'medical-report',
  'consent-form',
  'photo',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  'udid-card': 'UDID card',
  certificate: 'Disability certificate',
  'medical-report': 'Medical report',
  'consent-form': 'Signed consent form',
  photo: 'Photo',
  other: 'Other',
};

export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

/** The file names each type may carry: the name must say what the bytes are. */
export const DOCUMENT_EXTENSIONS: Record<DocumentMediaType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_STUDENT = 100;

export const DOCUMENT_MESSAGES = {
  uploaded: (filename: string) => `${filename} has been added to the record.`,
  deleted: (filename: string) => `${filename} has been deleted.`,
  noFile: 'Choose a PDF, JPEG or PNG file to upload.',
  tooLarge: 'The file is larger than 10 MB. Scan it at a lower resolution, then upload it again.',
  notAllowed: 'Only PDF, JPEG and PNG files can be uploaded.',
  mismatch:
    "The file's content is not what its name says. Upload a real PDF, JPEG or PNG file whose name ends in .pdf, .jpg, .jpeg or .png to match.",
  photoNotImage: 'A photo must be a JPEG or PNG image.',
  damagedImage: 'The image is damaged and cannot be read. Save it again, then upload it.',
  kind: 'Choose what the document is: UDID card, certificate, medical report, consent form, photo or other.',
  visibleToGuardian: 'Choose whether the guardian may see this document.',
  expiresOn: 'The expiry date must be a date on the calendar, written as YYYY-MM-DD.',
  tooMany: `A student can have at most ${MAX_DOCUMENTS_PER_STUDENT} documents. Delete one first.`,
  notFound: 'Document not found. Reload the list.',
} as const;

const M = DOCUMENT_MESSAGES;

/** The multipart fields of POST /admin/students/:regNo/documents (the file is read apart). */
export const documentFieldsSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: M.kind }),
  visibleToGuardian: z
    .enum(['true', 'false'], { error: M.visibleToGuardian })
    .transform((v) => v === 'true'),
  expiresOn: z
    .string({ error: M.expiresOn })
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isIsoDate(v) && isDateInRange(v)),
      M.expiresOn,
    )
    .optional()
    .transform((v) => (v ? v : null)),
});
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

export const studentDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  filename: z.string(),
  mediaType: z.enum(DOCUMENT_MEDIA_TYPES),
  size: z.number().int(),
  visibleToGuardian: z.boolean(),
  expiresOn: z.string().nullable(),
  uploadedAt: z.string(),
});
export type StudentDocument = z.infer<typeof studentDocumentSchema>;

export const documentListResponseSchema = z.object({
  regNo: z.string(),
  documents: z.array(studentDocumentSchema),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

export const documentUploadResponseSchema = z.object({
  msg: z.string(),
  document: studentDocumentSchema,
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;

export const documentDeleteResponseSchema = z.object({ msg: z.string() });

const documentId = z.string().uuid(M.notFound);

export const studentDocumentParamsSchema = studentRegNoParamsSchema.extend({ id: documentId });
export const ownDocumentParamsSchema = z.object({ id: documentId });
