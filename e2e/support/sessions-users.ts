import { CLASS_TEACHER } from './class-teacher.js';

/**
 * The specialist-sessions journey's own specialist and two students (issue 31 parts 3-4, seeded
 * by seed-sessions.ts): the students in Primary-I-3 (its class teacher evaluated their Term Entry
 * and set one goal each), both on the specialist's caseload and on no one else's.
 */
export const SESSIONS = {
  teacher: CLASS_TEACHER,
  specialist: {
    userId: 'e2e-sessions-speech',
    password: 'sessions-speech-1',
    kind: 'speech',
  },
  students: [
    {
      regNo: 'E2E-SESS-0001',
      name: 'Kavita Rao',
      password: 'sessions-student-1',
      aadhaar: '604128395750',
      section: 'primary1',
      year: '3',
    },
    {
      regNo: 'E2E-SESS-0002',
      name: 'Arjun Nair',
      password: 'sessions-student-2',
      aadhaar: '604128395767',
      section: 'primary1',
      year: '3',
    },
  ],
} as const;
