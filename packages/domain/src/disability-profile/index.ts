export * from './code-lists.js';
export * from './profile.js';
export * from './documents.js';
export * from './udise-return.js';
