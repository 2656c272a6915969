import { z } from 'zod';
import { isIsoDate } from '../shared/calendar';
import { dateInRange, singleLineText } from '../shared/text';

/**
 * The daily register (issue 31 part 1, decisions §18): per class and day, everyone present but
 * the absent the class teacher taps, each with an optional reason. The boundary's schemas, used
 * by the server's routes and the web's screens alike.
 */
export const ATTENDANCE_REASONS = ['ill', 'therapy', 'family', 'other'] as const;
export type AttendanceReason = (typeof ATTENDANCE_REASONS)[number];

export const ATTENDANCE_REASON_LABELS: Record<AttendanceReason, string> = {
  ill: 'Ill',
  therapy: 'Therapy',
  family: 'Family',
  other: 'Other',
};

/** At most this many students in one class's register. */
export const MAX_REGISTER_STUDENTS = 200;

export const ATTENDANCE_MESSAGES = {
  date: 'Date must be a real date written YYYY-MM-DD.',
  month: 'Month must be written YYYY-MM.',
  classId: 'No such class.',
  futureDate: 'The register cannot be kept for a date in the future.',
  holiday: (name: string) => `That day is a holiday (${name}): no register is kept.`,
  notInClass: (regNo: string) => `${regNo} is not in this class.`,
  duplicate: (regNo: string) => `${regNo} is listed twice.`,
  stale: 'Someone saved this register after it was opened here. Open it again to see their marks.',
  notYourClass: 'This is not one of your classes.',
  reason: `Reason must be one of ${ATTENDANCE_REASONS.join(', ')}.`,
  version: 'version must be the whole number the register was read with (0 for a new one).',
  saved: 'The register has been saved.',
  holidayName: 'A holiday name must have 1 to 80 characters.',
  holidaySaved: 'The holiday has been saved.',
  holidayRemoved: 'The holiday has been removed.',
  holidayNotFound: 'No holiday on that date.',
  registerKept: 'That day already has a register: a holiday cannot be set on it.',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const attendanceDate = z
  .string({ error: ATTENDANCE_MESSAGES.date })
  .max(10, ATTENDANCE_MESSAGES.date)
  .refine(isIsoDate, ATTENDANCE_MESSAGES.date)
  .check(dateInRange('Date'));

export const attendanceMonth = z
  .string({ error: ATTENDANCE_MESSAGES.month })
  .max(7, ATTENDANCE_MESSAGES.month)
  .regex(MONTH, ATTENDANCE_MESSAGES.month)
  .check(dateInRange('Month'));

/** A class code as `{group}_{year}` (the groups are data: programme_groups). */
export const attendanceClassId = z
  .string({ error: ATTENDANCE_MESSAGES.classId })
  .max(40, ATTENDANCE_MESSAGES.classId)
  .regex(/^[a-z][a-z0-9]*_[1-9]$/, ATTENDANCE_MESSAGES.classId);

const regNo = z
  .string({ error: 'regNo is required.' })
  .trim()
  .min(1, 'regNo is required.')
  .max(64, 'regNo must have at most 64 characters.')
  .check(singleLineText('regNo'));

export const registerParamsSchema = z.object({ classId: attendanceClassId, date: attendanceDate });
export const classMonthParamsSchema = z.object({ classId: attendanceClassId });
/** `?month=YYYY-MM`; without it, this month in the institute's zone. */
export const monthQuerySchema = z.object({ month: attendanceMonth.optional() });
export const attendanceRegNoParamsSchema = z.object({ regNo });

/** PUT /teacher/attendance/:classId/:date: the absent; everyone else on the roll is present. */
export const saveRegisterSchema = z.strictObject({
  absent: z
    .array(
      z.strictObject({
        regNo,
        reason: z.enum(ATTENDANCE_REASONS, { error: ATTENDANCE_MESSAGES.reason }).optional(),
      }),
      { error: 'absent must be a list.' },
    )
    .max(MAX_REGISTER_STUDENTS, `At most ${MAX_REGISTER_STUDENTS} students.`),
  /** The register's version when it was read (0: not saved yet); a later save is a 409. */
  version: z
    .number({ error: ATTENDANCE_MESSAGES.version })
    .int(ATTENDANCE_MESSAGES.version)
    .min(0, ATTENDANCE_MESSAGES.version)
    .max(2_000_000_000, ATTENDANCE_MESSAGES.version),
});
export type SaveRegisterRequest = z.infer<typeof saveRegisterSchema>;

const holidaySchema = z.object({ date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;

export const registerStudentSchema = z.object({
  regNo: z.string(),
  name: z.string(),
  present: z.boolean(),
  reason: z.enum(ATTENDANCE_REASONS).nullable(),
});

/** GET /teacher/attendance/:classId/:date: the roll with the day's marks (all present unsaved). */
export const registerResponseSchema = z.object({
  classId: z.string(),
  date: z.string(),
  holiday: holidaySchema.nullable(),
  /** 0 while the day has no register. */
  version: z.number().int(),
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
  students: z.array(registerStudentSchema),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const saveRegisterResponseSchema = registerResponseSchema.extend({ msg: z.string() });
export type SaveRegisterResponse = z.infer<typeof saveRegisterResponseSchema>;

export const termAttendanceSchema = z.object({
  section: z.string(),
  year: z.string(),
  term: z.string(),
  present: z.number().int(),
  absent: z.number().int(),
  /** Whole percent of the days marked, null with none. */
  percent: z.number().nullable(),
});
export type TermAttendance = z.infer<typeof termAttendanceSchema>;

/** GET /attendance/:regNo?month=: the month's days and the percentage per term. */
export const studentAttendanceResponseSchema = z.object({
  regNo: z.string(),
  month: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      present: z.boolean(),
      reason: z.enum(ATTENDANCE_REASONS).nullable(),
    }),
  ),
  holidays: z.array(holidaySchema),
  monthSummary: z.object({ present: z.number().int(), absent: z.number().int() }),
  terms: z.array(termAttendanceSchema),
});
export type StudentAttendanceResponse = z.infer<typeof studentAttendanceResponseSchema>;

/** GET /attendance/classes/:classId?month=: the monthly register (students × days). */
export const monthlyRegisterResponseSchema = z.object({
  classId: z.string(),
  month: z.string(),
  days: z.array(z.string()),
  holidays: z.array(holidaySchema),
  rows: z.array(
    z.object({
      regNo: z.string(),
      name: z.string(),
      /** Per day: P present, A absent, H holiday, '' no register. */
      cells: z.array(z.enum(['P', 'A', 'H', ''])),
      present: z.number().int(),
      absent: z.number().int(),
    }),
  ),
  /** Per day: how many were present (null: no register). */
  dayTotals: z.array(z.number().int().nullable()),
});
export type MonthlyRegister = z.infer<typeof monthlyRegisterResponseSchema>;

export const holidayParamsSchema = z.object({ date: attendanceDate });
export const holidayYearQuerySchema = z.object({
  year: z
    .string({ error: 'year must be written YYYY.' })
    .regex(/^(19|20)\d\d$|^2100$/, 'year must be written YYYY.')
    .optional(),
});
export const saveHolidaySchema = z.strictObject({
  name: z
    .string({ error: ATTENDANCE_MESSAGES.holidayName })
    .trim()
    .min(1, ATTENDANCE_MESSAGES.holidayName)
    .max(80, ATTENDANCE_MESSAGES.holidayName)
    .check(singleLineText('Holiday name')),
});
export const holidaysResponseSchema = z.object({ data: z.array(holidaySchema) });
export type HolidaysResponse = z.infer<typeof holidaysResponseSchema>;
export const holidaySavedResponseSchema = z.object({ msg: z.string(), holiday: holidaySchema });
export const holidayRemovedResponseSchema = z.object({ msg: z.string() });
