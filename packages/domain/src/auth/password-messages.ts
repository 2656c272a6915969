// Plain constants, apart from the schema in password.ts (zod stays off the login screen's first
// load, decisions §10 budget).

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a huge body cannot make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  allRequired: 'All fields are required.',
  mismatch: 'New passwords do not match.',
  tooShort: 'Password must be at least 6 characters.',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  sameAsCurrent: 'New password must be different from the current password.',
  changed: 'Password changed successfully.',
  changedLoginAgain: 'Password changed successfully. Please login again.',
  wrongCurrent: 'Current password is incorrect.',
  /** Spec section 8: the server said no without a message, or the request itself failed. */
  failed: 'Failed to change password.',
  requestError: 'Error changing password.',
} as const;
