// Every table, one file per area. drizzle-kit reads this file to generate migrations.
export * from './accounts.js';
export * from './students.js';
export * from './question-bank.js';
export * from './teachers.js';
export * from './student-import.js';
export * from './goals.js';
export * from './consent.js';
export * from './corrections.js';
export * from './disability-profile.js';
export * from './institutes.js';
export * from './programme-structure.js';
export * from './institute-settings.js';
export * from './attendance.js';
export * from './student-documents.js';
export * from './goal-probes.js';
export * from './specialists.js';
