/**
 * The checklist-autosave journey's own teacher and students (seed-autosave.ts), on the FACP
 * bank's Primary-I lists (57 academic items). The teacher holds Primary-I-3, whose other students
 * belong to the student-lists journey (never changed here).
 */
export const AUTOSAVE = {
  teacher: {
    userId: 'e2e-autosave-teacher',
    role: 'teacher',
    password: 'autosave-teacher-1',
    mustChangePassword: false,
    name: 'Sunita Kale',
    classId: 'primary1_3',
  },
  section: 'primary1',
  year: '3',
  /** Answers half the academic list, loses the session, signs in again. */
  expiry: { regNo: 'E2E-AUTO-0001', name: 'Anil Gokhale' },
  /** Answers half the academic list, half of it offline. */
  offline: { regNo: 'E2E-AUTO-0002', name: 'Bhavna Patil' },
  /** Term Entry answered and evaluated; Term I starts from its answers. */
  lastTerm: { regNo: 'E2E-AUTO-0003', name: 'Chetan More' },
} as const;
