import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instituteColumn } from './institutes.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Login accounts of every role. Login ids: teacherId, regNo, or a staff id. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    role: text('role', {
      enum: ['admin', 'principal', 'teacher', 'student', 'network', 'specialist'],
    }).notNull(),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** Bumped on password change or reset; tokens carrying an older value are refused. */
    sessionVersion: integer('session_version').notNull().default(1),
    /** Unused since issue 12: failed logins are counted per login id in login_failures. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    failedLoginWindowStart: timestamp('failed_login_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when the account may no longer sign in (a student who left, decisions §7). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The language the user chose (decisions §13); null until they choose one. */
    locale: text('locale'),
    ...timestamps,
    instituteId: instituteColumn(),
  },
  (t) => [uniqueIndex('users_user_id_key').on(sql`lower(${t.userId})`)],
);

/** Append-only record of every write and every view of a student's details (decisions §9). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    target: text('target'),
    outcome: text('outcome', { enum: ['success', 'failure', 'denied'] }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    instituteId: instituteColumn(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorId)],
);

/** Fixed-window counters for rate limits, shared by every API process (decisions §1). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * One row per signed-in session (decisions §2): the token carries its id (`sid`), so logout
 * ends exactly that session while the user's others stay.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    instituteId: instituteColumn(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Failed-login counters keyed by login id text (known or not, so an unknown id behaves exactly
 * like a known one) and by id + client address (decisions §2).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    instituteId: instituteColumn(),
  },
  (t) => [index('login_failures_window_idx').on(t.windowStart)],
);

/** Installation facts the start-up checks need, e.g. the Aadhaar key's fingerprint (§12). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
