export * from './code-lists.js';
export * from './profile.js';
