// Plain constants, apart from the schemas in auth.ts: the login screen's first load uses these
// and must not pull in zod (decisions §10 budget).

export const LOGIN_MESSAGES = {
  required: 'Enter your id and password.',
  invalid: 'Invalid Credentials',
  success: 'Logged in Successfully',
  locked: 'Too many failed logins for this id. Try again in 15 minutes.',
  tooManyFromAddress: 'Too many login attempts from this address. Try again later.',
  loggedOut: 'Logged Out Successfully',
  mustChangePassword: 'You must set a new password before continuing.',
  sessionExpired: 'Your session has ended. Please log in again.',
  accountClosed:
    'This account is closed: the student has left the institute. Please contact the office.',
  instituteRequired: "Enter your institute's code.",
  instituteUnknown: 'No institute has this code.',
  instituteSuspended: "This institute's access is suspended. Please contact your network office.",
} as const;

export const USER_ID_MAX_LENGTH = 64;

/** Machine-readable `code` values of error bodies that a client must act on. */
export const ERROR_CODES = {
  mustChangePassword: 'MUST_CHANGE_PASSWORD',
} as const;
