import { CLASS_TEACHER } from './class-teacher.js';

/**
 * The programme-goals journey's own student (seeded by seed-goals.ts), in Primary-I-3 with the
 * teacher the journeys on the 57-item Primary-I lists share (class-teacher.ts).
 */
export const GOALS = {
  teacher: CLASS_TEACHER,
  student: {
    regNo: 'E2E-GOAL-0001',
    name: 'Ravi Patil',
    // Signs in to see "What I am learning now" (issue 17 part 4).
    password: 'goals-student-1',
    aadhaar: '604128395716',
    section: 'primary1',
    year: '3',
  },
} as const;
