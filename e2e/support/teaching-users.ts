/**
 * The teacher-assessment journey's own accounts and student (seeded by seed-teaching.ts): the
 * teachers of two consecutive classes, and a student in the first with only Term Entry begun.
 * Classes primary2_2 and primary2_3 are reserved for this journey.
 */
export const TEACHING = {
  firstTeacher: {
    userId: 'e2e-fac-teacher-a',
    role: 'teacher',
    password: 'fac-teacher-a-1',
    mustChangePassword: false,
    name: 'Rekha Pawar',
    classId: 'primary2_2',
  },
  nextTeacher: {
    userId: 'e2e-fac-teacher-b',
    role: 'teacher',
    password: 'fac-teacher-b-1',
    mustChangePassword: false,
    name: 'Imran Shaikh',
    classId: 'primary2_3',
  },
  student: {
    regNo: 'E2E-FAC-0001',
    name: 'Meera Joshi',
    section: 'primary2',
    year: '2',
  },
} as const;
