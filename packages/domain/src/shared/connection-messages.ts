/**
 * What a screen says when a call fails for a reason other than the request itself (issue 15
 * part 7): the browser never reached the server (offline, patchy mobile data), or the server
 * failed. Plain words instead of the browser's "Failed to fetch" or a wrong "Invalid Credentials".
 */
export const CONNECTION_MESSAGES = {
  offline: 'Could not reach the server. Check your connection and try again.',
  server: 'The server had a problem. Please try again in a minute.',
} as const;
