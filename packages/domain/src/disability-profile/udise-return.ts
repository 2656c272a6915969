import { z } from 'zod';

/*
 * The UDISE+ return (issue 30 part 5, decisions §17): the institute's children with special needs
 * in the layout of a named year. Layouts are data by year, like the code lists: a new year's
 * layout is a new entry, not a change of the export's code.
 */

/** What a column holds; `blank` columns are the ones the UDISE+ coordinator types in. */
export type UdiseCell =
  | 'serial'
  | 'regNo'
  | 'name'
  | 'class'
  | 'dob'
  | 'sex'
  | 'aadhaar'
  | 'cwsn'
  | 'primaryCode'
  | 'primaryWords'
  | 'otherCodes'
  | 'percent'
  | 'udid'
  | 'certificate'
  | 'facilityCodes'
  | 'facilityWords'
  | 'blank';

export type UdiseLayout = {
  year: string;
  sheet: string;
  columns: readonly { header: string; cell: UdiseCell; width: number }[];
};

export const UDISE_RETURN_LAYOUTS: Readonly<Record<string, UdiseLayout>> = {
  '2024-25': {
    year: '2024-25',
    sheet: 'CWSN 2024-25',
    columns: [
      { header: 'Sl. No.', cell: 'serial', width: 7 },
      { header: 'Admission / Registration No.', cell: 'regNo', width: 18 },
      { header: 'Student Name', cell: 'name', width: 28 },
      { header: 'Class', cell: 'class', width: 16 },
      { header: 'Date of Birth', cell: 'dob', width: 13 },
      { header: 'Gender', cell: 'sex', width: 9 },
      { header: 'Aadhaar (masked)', cell: 'aadhaar', width: 18 },
      { header: 'CWSN (Yes/No)', cell: 'cwsn', width: 9 },
      { header: 'Impairment Type (code)', cell: 'primaryCode', width: 10 },
      { header: 'Impairment Type', cell: 'primaryWords', width: 32 },
      { header: 'Other Impairments (codes)', cell: 'otherCodes', width: 14 },
      { header: 'Disability %', cell: 'percent', width: 10 },
      { header: 'UDID / Enrolment No.', cell: 'udid', width: 22 },
      { header: 'Disability Certificate No.', cell: 'certificate', width: 22 },
      { header: 'Facilities Received (codes)', cell: 'facilityCodes', width: 14 },
      { header: 'Facilities Received', cell: 'facilityWords', width: 32 },
      { header: 'Student PEN (UDISE+)', cell: 'blank', width: 16 },
      { header: 'APAAR ID', cell: 'blank', width: 16 },
      { header: 'Remarks', cell: 'blank', width: 20 },
    ],
  },
};

export const UDISE_MESSAGES = {
  unknownYear: (year: string, years: string) =>
    `There is no UDISE+ return layout for ${year}. Choose one of: ${years}.`,
  format: 'Choose the file format: xlsx or csv.',
  year: 'Choose the UDISE+ year, written as YYYY-YY.',
} as const;

export const udiseExportQuerySchema = z.object({
  year: z.string({ error: UDISE_MESSAGES.year }).trim().min(1, UDISE_MESSAGES.year).max(20),
  format: z.enum(['xlsx', 'csv'], { error: UDISE_MESSAGES.format }).default('xlsx'),
});

/** GET /admin/disability-reminders (issue 30 part 4): what falls due within 90 days, and gaps. */
export const REMINDER_DAYS = 90;
const dueSchema = z.object({ regNo: z.string(), name: z.string(), date: z.string() });
export const disabilityRemindersSchema = z.object({
  today: z.string(),
  reassessDue: z.array(dueSchema),
  udidExpiring: z.array(dueSchema),
  noProfile: z.object({
    count: z.number().int(),
    students: z.array(z.object({ regNo: z.string(), name: z.string() })),
  }),
});
export type DisabilityReminders = z.infer<typeof disabilityRemindersSchema>;
