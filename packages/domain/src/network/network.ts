import { z } from 'zod';
import { USER_ID_MAX_LENGTH } from '../auth/auth-messages.js';
import { INSTITUTE_CODE_MAX_LENGTH } from '../auth/auth.js';
import { singleLineText } from '../shared/text.js';
import { STUDENT_STATUSES } from '../student-records/students.js';

/**
 * The network office (issue 28 part 4, decisions §20): the `network` role creates and suspends
 * institutes and reads de-identified figures of every institute, never a child's record.
 */
export const NETWORK_MESSAGES = {
  codeInvalid:
    'Institute code must be 2–40 characters: lowercase letters, digits and -, starting with a letter.',
  codeTaken: 'An institute with this code already exists.',
  nameRequired: "Please enter the institute's name.",
  nameTooLong: "The institute's name must be at most 120 characters.",
  hostInvalid:
    'Each host must be a host name such as school.example.org (letters, digits, - and .).',
  hostTaken: 'A host in the list already belongs to an institute.',
  hostRepeated: 'A host is listed twice.',
  tooManyHosts: 'At most 10 hosts per institute.',
  adminIdRequired: "Please enter the first admin's User ID.",
  adminIdInvalid:
    'User ID must be letters, digits and . _ @ / - (starting with a letter or digit), at most 64 characters.',
  notFound: 'No institute has this code.',
  homeInstitute: "The network office's own institute cannot be suspended.",
  postgresOnly: 'Institutes can be added on a PostgreSQL deployment only.',
  created: (code: string) => `Institute ${code} created.`,
  suspended: (code: string) => `Institute ${code} suspended.`,
  resumed: (code: string) => `Institute ${code} resumed.`,
} as const;

/** A count of students shown to the network: under 5 it is "<5" (decisions §20). */
export const SUPPRESSED = '<5' as const;
export const SUPPRESS_BELOW = 5;
export type NetworkCount = number | typeof SUPPRESSED;

/** The count as the network sees it. Zero stays 0: "none" identifies no one. */
export function suppressCount(count: number): NetworkCount {
  return count > 0 && count < SUPPRESS_BELOW ? SUPPRESSED : count;
}

export const INSTITUTE_CODE_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
/** A DNS host name, lower case (with an optional port for a test address such as localhost:3000). */
const HOST_PATTERN =
  /^(?=.{1,253}(:\d{1,5})?$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
const USER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@/-]*$/;

export const instituteCodeSchema = z
  .string({ error: NETWORK_MESSAGES.codeInvalid })
  .trim()
  .toLowerCase()
  .max(INSTITUTE_CODE_MAX_LENGTH, NETWORK_MESSAGES.codeInvalid)
  .regex(INSTITUTE_CODE_PATTERN, NETWORK_MESSAGES.codeInvalid);

export const instituteCodeParamsSchema = z.object({ code: instituteCodeSchema });

const hostSchema = z
  .string({ error: NETWORK_MESSAGES.hostInvalid })
  .trim()
  .toLowerCase()
  .regex(HOST_PATTERN, NETWORK_MESSAGES.hostInvalid);

/** POST /network/institutes */
export const createInstituteRequestSchema = z.object({
  code: instituteCodeSchema,
  name: z
    .string({ error: NETWORK_MESSAGES.nameRequired })
    .trim()
    .min(1, NETWORK_MESSAGES.nameRequired)
    .max(120, NETWORK_MESSAGES.nameTooLong)
    .check(singleLineText('Name')),
  hosts: z
    .array(hostSchema, { error: NETWORK_MESSAGES.hostInvalid })
    .max(10, NETWORK_MESSAGES.tooManyHosts)
    .refine((hosts) => new Set(hosts).size === hosts.length, NETWORK_MESSAGES.hostRepeated)
    .default([]),
  admin: z.object(
    {
      userId: z
        .string({ error: NETWORK_MESSAGES.adminIdRequired })
        .trim()
        .min(1, NETWORK_MESSAGES.adminIdRequired)
        .max(USER_ID_MAX_LENGTH, NETWORK_MESSAGES.adminIdInvalid)
        .regex(USER_ID_PATTERN, NETWORK_MESSAGES.adminIdInvalid),
    },
    { error: NETWORK_MESSAGES.adminIdRequired },
  ),
});
export type CreateInstituteRequest = z.infer<typeof createInstituteRequestSchema>;

export const networkInstituteSchema = z.object({
  code: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type NetworkInstitute = z.infer<typeof networkInstituteSchema>;

export const networkInstitutesResponseSchema = z.object({ data: z.array(networkInstituteSchema) });
export type NetworkInstitutesResponse = z.infer<typeof networkInstitutesResponseSchema>;

export const createInstituteResponseSchema = z.object({
  institute: networkInstituteSchema,
  admin: z.object({ userId: z.string(), temporaryPassword: z.string() }),
  message: z.string(),
});
export type CreateInstituteResponse = z.infer<typeof createInstituteResponseSchema>;

export const instituteStateResponseSchema = z.object({
  institute: networkInstituteSchema,
  message: z.string(),
});
export type InstituteStateResponse = z.infer<typeof instituteStateResponseSchema>;

const countSchema = z.union([z.number().int().nonnegative(), z.literal(SUPPRESSED)]);

/**
 * GET /network/overview: per institute and in total, de-identified (decisions §20): counts only,
 * each under 5 shown as "<5"; a mean over fewer than 5 students is not shown (null).
 */
export const networkFiguresSchema = z.object({
  students: countSchema,
  byGroup: z.array(z.object({ group: z.string(), count: countSchema })),
  byStatus: z.array(z.object({ status: z.enum(STUDENT_STATUSES), count: countSchema })),
  /** By primary condition (UDISE+ code); null: no disability profile recorded. */
  byDisability: z.array(z.object({ condition: z.number().int().nullable(), count: countSchema })),
  /**
   * Attendance over the last 30 days, today included (ATTENDANCE_RATE_DAYS): present marks of the
   * daily register (issue 31, decisions §18) as a percent of all its marks, to 1 decimal. Null
   * when there is no mark in those days, or fewer than 5 students were marked (decisions §20).
   */
  attendanceRate: z.number().nullable(),
  /** Mean percent per group, term and area over every evaluated checklist of that term. */
  areaMeans: z.array(
    z.object({
      group: z.string(),
      term: z.string(),
      area: z.string(),
      students: countSchema,
      mean: z.number().nullable(),
    }),
  ),
  /** Programme goals set in each group and term, and what became of them. */
  goals: z.array(
    z.object({
      group: z.string(),
      term: z.string(),
      set: countSchema,
      met: countSchema,
      open: countSchema,
      dropped: countSchema,
    }),
  ),
});
export type NetworkFigures = z.infer<typeof networkFiguresSchema>;

export const networkOverviewResponseSchema = z.object({
  institutes: z.array(
    networkFiguresSchema.extend({ code: z.string(), name: z.string(), suspended: z.boolean() }),
  ),
  total: networkFiguresSchema,
});
export type NetworkOverviewResponse = z.infer<typeof networkOverviewResponseSchema>;
