export * from './roles.js';
export * from './classes.js';
export * from './terms.js';
export * from './password.js';
export * from './auth.js';
export * from './branding.js';
export * from './audit.js';
