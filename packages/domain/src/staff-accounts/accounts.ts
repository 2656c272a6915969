import { z } from 'zod';
import { USER_ID_MAX_LENGTH } from '../auth/auth-messages.js';
import { PASSWORD_MAX_LENGTH } from '../auth/password-messages.js';
import { ROLES, STAFF_ROLES } from '../auth/roles.js';
import { singleLineText } from '../shared/text.js';
import { SPECIALIST_MESSAGES, specialistKindCode } from '../specialists/specialists.js';

/** Reset Password modal and calls (spec sections 5 and 8, decisions §2). */
export const RESET_MESSAGES = {
  enterUserId: 'Please enter a User ID.',
  enterPassword: 'Please enter your password to confirm reset.',
  notFound: 'User not found.',
  found: 'User found.',
  checkError: 'Error checking user ID.',
  failed: 'Failed to reset password.',
  requestError: 'Error resetting password.',
  success: 'Password reset successfully!',
  toast: (userId: string) => `The password of ${userId} was reset.`,
  ownId: 'Use Change Password to change your own password.',
  /** The modal's own id, not sent (spec: silently not processed; issue 14 part 7 says why). */
  ownIdInForm: 'You cannot reset your own password here. Use Change Password instead.',
  adminMismatch: 'adminID must be your own user ID.',
  wrongPassword: 'Your password is not correct. Nothing was changed.',
  locked: 'Too many wrong passwords. Try again in 15 minutes.',
} as const;

const userIdField = (required: string, label = 'User ID') =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(USER_ID_MAX_LENGTH, RESET_MESSAGES.notFound)
    .check(singleLineText(label));

/** POST /api/checkUserForReset */
export const checkUserForResetRequestSchema = z.object({
  userId: userIdField(RESET_MESSAGES.enterUserId),
});
export type CheckUserForResetRequest = z.infer<typeof checkUserForResetRequestSchema>;

export const checkUserForResetResponseSchema = z.object({
  success: z.boolean(),
  role: z.enum(ROLES).optional(),
  message: z.string(),
});
export type CheckUserForResetResponse = z.infer<typeof checkUserForResetResponseSchema>;

/** POST /api/resetPasswordConfirm: adminID must be the signed-in admin. */
export const resetPasswordConfirmRequestSchema = z.object({
  userId: userIdField(RESET_MESSAGES.enterUserId),
  adminID: userIdField(RESET_MESSAGES.adminMismatch, 'adminID'),
  confirmationPassword: z
    .string({ error: RESET_MESSAGES.enterPassword })
    .min(1, RESET_MESSAGES.enterPassword)
    .max(PASSWORD_MAX_LENGTH, RESET_MESSAGES.wrongPassword)
    .check(singleLineText('Password')),
});
export type ResetPasswordConfirmRequest = z.infer<typeof resetPasswordConfirmRequestSchema>;

export const resetPasswordConfirmResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  temporaryPassword: z.string(),
});
export type ResetPasswordConfirmResponse = z.infer<typeof resetPasswordConfirmResponseSchema>;

export const STAFF_ACCOUNT_MESSAGES = {
  userIdRequired: 'Please enter a User ID.',
  role: 'Role must be admin, principal or specialist.',
  created: (userId: string) => `Account ${userId} created.`,
} as const;

/** The roles the admin's POST /admin/users makes: staff, and specialists (decisions §18). */
export const ADMIN_MADE_ROLES = [...STAFF_ROLES, 'specialist'] as const;

/**
 * POST /admin/users (decisions §2): a principal, admin or specialist account with a temporary
 * password; a specialist's `kind` is one of the institute's specialist kinds (checked by the
 * server against its rows).
 */
export const staffAccountRequestSchema = z
  .object({
    userId: z
      .string({ error: STAFF_ACCOUNT_MESSAGES.userIdRequired })
      .trim()
      .min(1, STAFF_ACCOUNT_MESSAGES.userIdRequired)
      .max(USER_ID_MAX_LENGTH, `User ID must be at most ${USER_ID_MAX_LENGTH} characters.`)
      .check(singleLineText('User ID')),
    role: z.enum(ADMIN_MADE_ROLES, { error: STAFF_ACCOUNT_MESSAGES.role }),
    kind: specialistKindCode.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.role === 'specialist' && body.kind === undefined) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: SPECIALIST_MESSAGES.kind });
    }
    if (body.role !== 'specialist' && body.kind !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: SPECIALIST_MESSAGES.kindOnlyForSpecialist,
      });
    }
  });
export type StaffAccountRequest = z.infer<typeof staffAccountRequestSchema>;

export const staffAccountResponseSchema = z.object({
  userId: z.string(),
  role: z.enum(ADMIN_MADE_ROLES),
  kind: z.string().optional(),
  temporaryPassword: z.string(),
});
export type StaffAccountResponse = z.infer<typeof staffAccountResponseSchema>;
