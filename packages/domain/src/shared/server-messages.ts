// The server's own answers that no domain rule words: framework errors, the keys' and the
// upload queue's refusals. Here so that the message catalogs translate them like the rest.
export const SERVER_MESSAGES = {
  unreadable: 'The request could not be read.',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  notAcceptable: 'Not acceptable',
  tooLarge: 'The request is too large.',
  addressTooLong: 'The address is too long.',
  unsupportedType: 'Unsupported content type.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
  addressInvalid: 'The address is not valid.',
  serverError: 'Something went wrong on the server. Please try again.',
  bodyNotObject: 'The request body must be a JSON object.',
  recordExists: 'This record already exists.',
  bodyNotJson: 'The request body is not valid JSON.',
  notProcessed: 'The request could not be processed.',
  parseBusy: 'Other spreadsheets are being read right now. Please try again in a minute.',
  keyNotInUse:
    'This server holds a different Aadhaar key from the one the database uses, so nothing was saved. ' +
    'Ask the administrator to restart Pragati with the key in use.',
  foreignOrigin:
    'This request came from another site and was refused. Open the app at its own address and try again.',
  teacherRace: 'Another change was saved at the same time; reload the list and try again.',
  teacherUploadRace:
    'Another change saved at the same time took this TeacherId, email or class; upload again or edit the row',
  ownPasswordOnly: 'You can only change your own password.',
  evaluated: 'Evaluated',
} as const;

/** The largest .xlsx an upload takes, and the most rows a sheet may hold. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 5000;

/** Refusals of an uploaded spreadsheet (server lib/xlsx-upload.ts), translated like the rest. */
export const UPLOAD_MESSAGES = {
  noFile: 'No file selected',
  notXlsx: 'Only .xlsx spreadsheets can be uploaded.',
  tooLarge: 'The file is larger than 2 MB.',
  corrupt: 'The file is not a readable .xlsx spreadsheet.',
  noSheet: 'The spreadsheet has no worksheet.',
  tooManyRows: `The spreadsheet has more than ${MAX_UPLOAD_ROWS.toLocaleString('en-IN')} rows; an upload takes at most ${MAX_UPLOAD_ROWS.toLocaleString('en-IN')}. Split it into several files and upload each.`,
} as const;
