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
