import { CLASS_TEACHER } from './class-teacher.js';

/**
 * The teacher-phone journey's own students (issue 15), seeded by seed-phone.ts. Their teacher is
 * the checklist-autosave journey's, who holds primary1_3 (every class has its journey, and both
 * need the 57-item Primary-I list); the student-lists seed puts its "Devaki Lists" students
 * there too, which makes the teacher's list long enough to page.
 */
export const PHONE = {
  teacher: CLASS_TEACHER,
  /** Term Entry begun with the real FACP items (academic: 57). */
  checklist: { regNo: 'E2E-PHN-0001', name: 'Sameer Ghatge', section: 'primary1', year: '3' },
  /** All four terms evaluated at 100 %: 'Submit & Transfer' passes to Primary-II-1. */
  transfer: { regNo: 'E2E-PHN-0002', name: 'Pooja Nair', section: 'primary1', year: '3' },
} as const;
