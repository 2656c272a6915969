import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from './password-messages.js';
import { newPasswordSchema } from './password.js';
import { LOGIN_MESSAGES, USER_ID_MAX_LENGTH } from './auth-messages.js';
import { ROLES } from './roles.js';
import { singleLineText } from '../shared/text.js';

const loginField = (max: number) =>
  z
    .string({ error: LOGIN_MESSAGES.required })
    .trim()
    .min(1, LOGIN_MESSAGES.required)
    .max(max, LOGIN_MESSAGES.invalid)
    .check(singleLineText('User ID'));

export const INSTITUTE_CODE_MAX_LENGTH = 40;

/** POST /login body (spec: id, password). */
export const loginRequestSchema = z.object({
  id: loginField(USER_ID_MAX_LENGTH),
  password: z
    .string({ error: LOGIN_MESSAGES.required })
    .min(1, LOGIN_MESSAGES.required)
    .max(PASSWORD_MAX_LENGTH, LOGIN_MESSAGES.invalid)
    .check(singleLineText('Password')),
  /**
   * The institute's code, where one address serves several institutes (decisions §20); ignored
   * on an institute's own address. Empty = not given.
   */
  institute: z
    .string({ error: LOGIN_MESSAGES.instituteUnknown })
    .trim()
    .max(INSTITUTE_CODE_MAX_LENGTH, LOGIN_MESSAGES.instituteUnknown)
    .check(singleLineText('Institute code'))
    .optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  status: z.literal('success'),
  userId: z.string(),
  role: z.enum(ROLES),
  token: z.string(),
  mustChangePassword: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const currentPasswordField = z
  .string({ error: PASSWORD_MESSAGES.allRequired })
  .min(1, PASSWORD_MESSAGES.allRequired)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .check(singleLineText('Current Password'));

/** POST /api/changepassword body (spec: userId, currentPassword, newPassword). */
export const changePasswordRequestSchema = z
  .object({
    userId: z
      .string({ error: PASSWORD_MESSAGES.allRequired })
      .trim()
      .min(1, PASSWORD_MESSAGES.allRequired)
      .max(USER_ID_MAX_LENGTH, LOGIN_MESSAGES.invalid)
      .check(singleLineText('User ID')),
    currentPassword: currentPasswordField,
    newPassword: newPasswordSchema,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: PASSWORD_MESSAGES.sameAsCurrent,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The change-password form (three fields, spec section 5). The messages come in the spec's order:
 * all required, then match, then length.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    const message = changePasswordFormError(v);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export function changePasswordFormError(v: ChangePasswordForm): string | null {
  if (!v.currentPassword || !v.newPassword || !v.confirmPassword)
    return PASSWORD_MESSAGES.allRequired;
  if (v.newPassword !== v.confirmPassword) return PASSWORD_MESSAGES.mismatch;
  const rule = newPasswordSchema.safeParse(v.newPassword);
  if (!rule.success) return rule.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort;
  if (v.newPassword === v.currentPassword) return PASSWORD_MESSAGES.sameAsCurrent;
  return null;
}

export const changePasswordResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** GET /session: who the cookie or bearer token belongs to. */
export const sessionResponseSchema = z.object({
  userId: z.string(),
  role: z.enum(ROLES),
  mustChangePassword: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Error body of every failed call (decisions §9); `msg` is what the spec's client reads. */
export const errorResponseSchema = z.object({
  msg: z.string(),
  message: z.string(),
  /** Machine-readable reason where a client must act on it, e.g. MUST_CHANGE_PASSWORD. */
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * GET /institute: what the login screen needs to know of the address it was opened at. On an
 * address that serves several institutes (decisions §20) it asks for the institute's code.
 */
export const instituteAddressSchema = z.object({ asksCode: z.boolean() });
export type InstituteAddress = z.infer<typeof instituteAddressSchema>;
