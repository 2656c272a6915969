/**
 * The programme-goals journey's own teacher and student (seeded by seed-goals.ts). Class
 * primary1_3 is reserved for this journey.
 */
export const GOALS = {
  teacher: {
    userId: 'e2e-goals-teacher',
    role: 'teacher',
    password: 'goals-teacher-1',
    mustChangePassword: false,
    name: 'Sunita Kale',
    classId: 'primary1_3',
  },
  student: {
    regNo: 'E2E-GOAL-0001',
    name: 'Ravi Patil',
    section: 'primary1',
    year: '3',
  },
} as const;
