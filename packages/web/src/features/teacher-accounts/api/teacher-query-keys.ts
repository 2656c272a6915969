/**
 * Query keys of teacher data this feature changes. The teacher list lives in the teachers feature
 * (features do not import each other); its key starts with 'teachers'.
 */
export const TEACHER_LIST_KEY = ['teachers'] as const;
export const PENDING_TEACHERS_KEY = ['admin', 'pendingTeacher'] as const;
