/**
 * `network` (decisions §20): the network office of a deployment serving many institutes; it
 * creates and suspends institutes and reads de-identified figures, never a child's record.
 */
/**
 * `specialist` (decisions §18): a speech, occupational or physiotherapist, psychologist or special
 * educator (kinds are data), who sees only the students on their caseload.
 */
export const ROLES = ['admin', 'principal', 'teacher', 'student', 'network', 'specialist'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that can be created as staff accounts from the admin screen or the command line. */
export const STAFF_ROLES = ['admin', 'principal'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * The portal a role lands on. The spec sends any role other than admin, teacher and student to
 * the principal portal.
 */
export function portalPathForRole(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'teacher':
      return '/teacher';
    case 'student':
      return '/student';
    case 'network':
      return '/network';
    case 'specialist':
      return '/specialist';
    default:
      return '/principal';
  }
}

/** Messages the route guards show when a signed-in user opens another role's portal. */
export const ROLE_GUARD_MESSAGES: Record<Role, string> = {
  admin: 'Not a Admin',
  principal: 'Not a principal',
  student: 'Not a Student',
  teacher: 'Not a Teacher',
  network: 'Not a network account',
  specialist: 'Not a specialist',
};

export const NOT_AUTHORIZED_MESSAGE = 'Not Authorized';
