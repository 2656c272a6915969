/**
 * The teacher-phone journey's own teacher and students (issue 15), seeded by seed-phone.ts. The
 * teacher holds primary1_3 (reserved for this journey; the student-lists seed puts its "Devaki
 * Lists" students there too, which makes the teacher's list long enough to page).
 */
export const PHONE = {
  teacher: {
    userId: 'e2e-phone-teacher',
    role: 'teacher',
    password: 'phone-teacher-1',
    mustChangePassword: false,
    name: 'Anjali Phadke',
    classId: 'primary1_3',
  },
  /** Term Entry begun with the real FACP items (academic: 57). */
  checklist: { regNo: 'E2E-PHN-0001', name: 'Sameer Gokhale', section: 'primary1', year: '3' },
  /** All four terms evaluated at 100 %: 'Submit & Transfer' passes to Primary-II-1. */
  transfer: { regNo: 'E2E-PHN-0002', name: 'Pooja Nair', section: 'primary1', year: '3' },
} as const;
