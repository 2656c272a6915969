import type { Role } from '@pragati/domain';

type SeedUser = { userId: string; role: Role; password: string; mustChangePassword: boolean };

/** Accounts the browser tests sign in with; each journey that changes a password uses its own. */
export const E2E_USERS = {
  admin: {
    userId: 'e2e-admin',
    role: 'admin',
    password: 'admin-pass-1',
    mustChangePassword: false,
  },
  principal: {
    userId: 'e2e-principal',
    role: 'principal',
    password: 'principal-pass-1',
    mustChangePassword: false,
  },
  teacher: {
    userId: 'e2e-teacher',
    role: 'teacher',
    password: 'teacher-pass-1',
    mustChangePassword: false,
  },
  student: {
    userId: 'e2e-student',
    role: 'student',
    password: 'student-pass-1',
    mustChangePassword: false,
  },
  changer: {
    userId: 'e2e-changer',
    role: 'teacher',
    password: 'changer-pass-1',
    mustChangePassword: false,
  },
  newcomer: {
    userId: 'e2e-newcomer',
    role: 'principal',
    password: 'Temp-pass-2345',
    mustChangePassword: true,
  },
} as const satisfies Record<string, SeedUser>;

/**
 * The history journey's own accounts, seeded by seed-history.ts: a student (login id = regNo)
 * with a repeated and a passed year in Primary-I and a partial year in Primary-II, and the
 * teacher holding the student's current class.
 */
export const HISTORY_USERS = {
  student: {
    userId: 'E2E/HIST/0001',
    role: 'student',
    password: 'history-student-1',
    mustChangePassword: false,
    name: 'Kavya Deshmukh',
  },
  teacher: {
    userId: 'e2e-hist-teacher',
    role: 'teacher',
    password: 'history-teacher-1',
    mustChangePassword: false,
    name: 'Sunita Kulkarni',
  },
} as const satisfies Record<string, SeedUser & { name: string }>;

/** The registration behind E2E_USERS.student (seeded as a real student, issue 5). */
export const E2E_STUDENT = {
  name: 'Kiran Deshpande',
  aadhaar: '482916357204',
};

export const INSTITUTE = {
  name: 'Pragati Test Institute',
  address: '12 Example Road, Pune 411001',
  phone: '020-1234-5678',
  email: 'office@pragati.example',
  helpline: '1800-123-4567',
  grievanceOfficer: 'Meena Rao; grievance@pragati.example; 020-1234-9999',
};

/** The network office's account (issue 28 part 4), seeded on a PostgreSQL run only. */
export const NETWORK_USER = {
  userId: 'e2e-network',
  role: 'network',
  password: 'network-pass-1',
  mustChangePassword: false,
} as const satisfies SeedUser;
