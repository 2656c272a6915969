import { CLASS_TEACHER } from './class-teacher.js';

/**
 * The goal-probes journey's own student (issue 31 part 4, seeded by seed-probes.ts), in
 * Primary-I-3 with the class teacher the Primary-I journeys share, in Term I with one open goal
 * set in Term Entry and a day of this month's register.
 */
export const PROBES = {
  teacher: CLASS_TEACHER,
  student: {
    regNo: 'E2E-PROBE-0001',
    name: 'Meera Joshi',
    password: 'probes-student-1',
    aadhaar: '604128395733',
    section: 'primary1',
    year: '3',
  },
} as const;
