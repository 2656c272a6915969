/** An error with an HTTP status that the error handler may show to the client as it is. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    public readonly extra: { code?: string; issues?: { path: string; message: string }[] } & Record<
      string,
      unknown
    > = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: HttpError['extra']) =>
  new HttpError(400, message, extra);
export const unauthorized = (message = 'Not Authorized', extra?: HttpError['extra']) =>
  new HttpError(401, message, extra);
export const forbidden = (message = 'Forbidden', extra?: HttpError['extra']) =>
  new HttpError(403, message, extra);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string) => new HttpError(429, message);
export const unavailable = (message: string) => new HttpError(503, message);
