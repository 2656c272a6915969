import { z } from 'zod';
import { USER_ID_MAX_LENGTH } from '../auth/auth-messages.js';
import { singleLineText } from '../shared/text.js';

/*
 * The teacher-accounts calls' boundaries (spec section 7): the records the lists return and the
 * bodies of the teacher update, the pending-row edits, the upload's answer and the credentials
 * sheet. The rules for one teacher's fields are in teachers.ts.
 */

export const teacherSchema = z.object({
  /** Opaque internal id. */
  _id: z.string(),
  teacherId: z.string(),
  teacherName: z.string(),
  email: z.string(),
  teacherMNo: z.string(),
  classId: z.array(z.string()),
});
export type Teacher = z.infer<typeof teacherSchema>;

export const pendingTeacherSchema = teacherSchema.extend({ msg: z.string() });
export type PendingTeacher = z.infer<typeof pendingTeacherSchema>;

/** GET /{role}/viewTeacher */
export const teacherListResponseSchema = z.object({ data: z.array(teacherSchema) });
export type TeacherListResponse = z.infer<typeof teacherListResponseSchema>;

/** GET /admin/pendingTeacher */
export const pendingTeacherListResponseSchema = z.object({
  count: z.number(),
  data: z.array(pendingTeacherSchema),
});
export type PendingTeacherListResponse = z.infer<typeof pendingTeacherListResponseSchema>;

/** Numbers are accepted where text is expected (a mobile number sent as a JSON number). */
const text = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : (value ?? '')),
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} is too long`)
      .check(singleLineText(label)),
  );

const classIdText = z.string().check(singleLineText('ClassId'));
const classIdField = z
  .union([z.array(classIdText.max(40, 'ClassId is too long')).max(20), classIdText], {
    error: 'ClassId must be text or a list of class codes',
  })
  .optional()
  .transform((value) => value ?? '');

const teacherFieldShape = {
  teacherId: text('TeacherId', 200),
  teacherName: text('Name', 500),
  email: text('Email', 500),
  teacherMNo: text('Mobile', 100),
  classId: classIdField,
};

/** PUT /admin/updateTeacher/{id}: teacher fields; teacherId, when sent, must stay the same. */
export const teacherUpdateRequestSchema = z.object({
  ...teacherFieldShape,
  teacherId: text('TeacherId', 200).optional(),
});
export type TeacherUpdateRequest = z.infer<typeof teacherUpdateRequestSchema>;

const pendingRecordShape = {
  _id: z
    .string({ error: 'The pending record _id is required' })
    .min(1)
    .max(100)
    .check(singleLineText('_id')),
};

/**
 * POST /admin/editPendingTeacher/: the edited record, sent as the body or as `updatedTeacher`
 * (the spec's client names it so).
 */
export const editPendingTeacherRequestSchema = z.preprocess(
  (body) =>
    body && typeof body === 'object' && 'updatedTeacher' in body
      ? (body as { updatedTeacher: unknown }).updatedTeacher
      : body,
  z.object({ ...teacherFieldShape, ...pendingRecordShape }),
);
export type EditPendingTeacherRequest = z.infer<typeof editPendingTeacherRequestSchema>;

/** POST /admin/deletePendingTeacher/: the pending record (only `_id` is read). */
export const deletePendingTeacherRequestSchema = z.object(pendingRecordShape);
export type DeletePendingTeacherRequest = z.infer<typeof deletePendingTeacherRequestSchema>;

export const credentialSchema = z.object({
  userId: z.string().min(1).max(USER_ID_MAX_LENGTH).check(singleLineText('userId')),
  temporaryPassword: z.string().min(1).max(128).check(singleLineText('temporaryPassword')),
});
export type Credential = z.infer<typeof credentialSchema>;

/**
 * POST /admin/registerTeacher (decisions §2), with the count of rows already registered and of
 * listed accounts that had never signed in and got a new temporary password (decisions §12);
 * `credentials` holds the new accounts' and those accounts' passwords.
 */
export const registerTeachersResponseSchema = z.object({
  msg: z.string(),
  registered: z.number(),
  pending: z.number(),
  alreadyRegistered: z.number(),
  reissued: z.number(),
  credentials: z.array(credentialSchema),
});
export type RegisterTeachersResponse = z.infer<typeof registerTeachersResponseSchema>;

export const teacherMessageResponseSchema = z.object({
  msg: z.string(),
  message: z.string().optional(),
});
export type TeacherMessageResponse = z.infer<typeof teacherMessageResponseSchema>;

/** POST /admin/editPendingTeacher/: credentials only when the row became a teacher. */
export const editPendingTeacherResponseSchema = z.object({
  msg: z.string(),
  credentials: z.array(credentialSchema).optional(),
});
export type EditPendingTeacherResponse = z.infer<typeof editPendingTeacherResponseSchema>;

/** GET /{role}/teacher/{classId} */
export const classTeacherResponseSchema = z.object({ teacher: z.string() });
export type ClassTeacherResponse = z.infer<typeof classTeacherResponseSchema>;

export const MAX_CREDENTIALS_PER_SHEET = 5000;

/** POST /admin/credentials-sheet: the credentials to print; the server stores nothing. */
export const credentialsSheetRequestSchema = z.object({
  credentials: z
    .array(credentialSchema, { error: 'credentials must be a list' })
    .min(1, 'There are no credentials to put in a sheet.')
    .max(MAX_CREDENTIALS_PER_SHEET, 'Too many credentials for one sheet.'),
});
export type CredentialsSheetRequest = z.infer<typeof credentialsSheetRequestSchema>;
