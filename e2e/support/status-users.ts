/**
 * The student-status journey's own accounts (issue 14 parts 1 and 8), seeded by seed-status.ts in
 * classes no other journey uses: preprimary_2 (its teacher) and preprimary_3 (no teacher).
 */
export const STATUS_USERS = {
  /** Active in Preprimary-3: withdrawn, refused at sign-in, restored, signs in again. */
  leaver: {
    userId: 'E2E/STAT/0001',
    role: 'student',
    password: 'status-student-1',
    mustChangePassword: false,
    name: 'Rohan Patil',
  },
  /** Preprimary-2 Year 2 finished below 60 %, transferred (repeat) to Preprimary-3's Entry term. */
  transferred: {
    userId: 'E2E/STAT/0002',
    role: 'student',
    password: 'status-student-2',
    mustChangePassword: false,
    name: 'Ishita Rao',
  },
  /** Left Preprimary-3 years ago: the erasure journey erases the personal data (issue 19). */
  erasable: {
    userId: 'E2E/STAT/0003',
    role: 'student',
    password: 'status-student-3',
    mustChangePassword: false,
    name: 'Vikram Erasewala',
    aadhaar: '593017284639',
  },
  /** Holds preprimary_2: evaluated and transferred the year. */
  teacher: {
    userId: 'e2e-status-teacher',
    role: 'teacher',
    password: 'status-teacher-1',
    mustChangePassword: false,
    name: 'Meena Joshi',
  },
} as const;
