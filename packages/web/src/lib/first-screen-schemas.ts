/*
 * The schemas the login screen needs, in a chunk of their own: zod is a quarter of the login
 * screen's JavaScript budget (decisions §10), and the screen needs no schema to appear, only to
 * check a submitted form or an answer. Load them with loadFirstScreenSchemas (lazy-schemas.ts).
 */
export {
  errorResponseSchema,
  instituteAddressSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionResponseSchema,
} from '@pragati/domain';
