import type { Role } from '@pragati/domain';
import { paths } from '../../../lib/paths';
import type { StoredSession } from '../../../lib/session';

/**
 * Spec section 2: Back goes by the stored role (student → /student, teacher → /teacher, principal
 * and admin → their student lists, anyone else → /). Spec section 8 sends a failed history to the
 * same place, the role's home list.
 */
export function historyBackPath(role: Role | undefined): string {
  switch (role) {
    case 'student':
      return paths.student.home;
    case 'teacher':
      return paths.teacher.home;
    case 'principal':
      return paths.principal.viewStudents;
    case 'admin':
      return paths.admin.viewStudents;
    case 'specialist':
      return paths.specialist.home;
    default:
      return paths.login;
  }
}

/** Keys the teacher home and the student lists store the chosen student under (spec section 3). */
export const STORED_STUDENT_KEYS = ['studentId', 'regNo'] as const;

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whose history to show: the route's student when the route has one (admin and principal), else
 * the signed-in student themself (their login id is the regNo, decisions §2), else the student
 * the teacher home or a list stored before navigating.
 */
export function historyRegNo(
  session: StoredSession | null,
  routeStudent: string | undefined,
): string | null {
  const fromRoute = routeStudent?.trim();
  if (fromRoute) return fromRoute;
  if (!session) return null;
  if (session.role === 'student') return session.userId;
  for (const key of STORED_STUDENT_KEYS) {
    const stored = readStored(key)?.trim();
    if (stored) return stored;
  }
  return null;
}
