import { SERVER_MESSAGES } from '@pragati/domain';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors.js';

/**
 * Parses with a domain schema; a failure is a 400 with the schema's first message, as for bodies.
 * The registration and the details edit parse here (not in the route) because their schemas
 * read the institute's date, and the student import and the corrections call them directly.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(SERVER_MESSAGES.bodyNotObject);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw badRequest(issues[0]?.message ?? 'Invalid input', { issues });
}
