/**
 * The correction-request journey's own student (issue 19 part 4), seeded by seed-corrections.ts
 * in Preprimary-1 (no journey counts that class's students). The name is misspelt on purpose:
 * the guardian asks for it to be corrected.
 */
export const CORRECTION_STUDENT = {
  userId: 'E2E/CORR/0001',
  role: 'student',
  password: 'correction-student-1',
  mustChangePassword: false,
  name: 'Kavya Shrama',
  correctName: 'Kavya Sharma',
  dob: '2016-08-14',
  aadhaar: '593017284701',
} as const;
