/**
 * Query keys this feature reads or changes. The student list lives in the students feature
 * (features do not import each other); its key starts with ['students', 'list'].
 */
export const PENDING_IMPORT_KEY = ['admin', 'students', 'import', 'pending'] as const;
export const STUDENT_LIST_KEY = ['students', 'list'] as const;
