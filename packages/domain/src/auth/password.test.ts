import { describe, expect, it } from 'vitest';
import {
  changePasswordFormError,
  changePasswordRequestSchema,
  loginRequestSchema,
} from './auth.js';
import {
  newPasswordSchema,
  TEMPORARY_PASSWORD_ALPHABET,
  TEMPORARY_PASSWORD_LENGTH,
  temporaryPasswordFromBytes,
} from './password.js';

describe('password rule', () => {
  it.each([
    ['', 'All fields are required.'],
    ['12345', 'Password must be at least 6 characters.'],
    ['x'.repeat(129), 'Password must be at most 128 characters.'],
  ])('%j is refused with %s', (value, message) => {
    const result = newPasswordSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each(['123456', 'a longer passphrase'])('%j is accepted', (value) => {
    expect(newPasswordSchema.safeParse(value).success).toBe(true);
  });
});

describe('change password form', () => {
  it.each([
    [
      { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
      'All fields are required.',
    ],
    [{ currentPassword: 'old', newPassword: '', confirmPassword: '' }, 'All fields are required.'],
    [
      { currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdeg' },
      'New passwords do not match.',
    ],
    [
      { currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' },
      'Password must be at least 6 characters.',
    ],
    [
      { currentPassword: 'abcdef', newPassword: 'abcdef', confirmPassword: 'abcdef' },
      'New password must be different from the current password.',
    ],
    [{ currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef' }, null],
  ])('%j gives %s', (form, message) => {
    expect(changePasswordFormError(form)).toBe(message);
  });

  it('request schema carries the same rule', () => {
    const result = changePasswordRequestSchema.safeParse({
      userId: 'admin',
      currentPassword: 'old-one',
      newPassword: 'abc',
    });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 6 characters.');
  });
});

describe('login request', () => {
  it.each([
    [{}, 'Enter your id and password.'],
    [{ id: '  ', password: 'x' }, 'Enter your id and password.'],
    [{ id: 'a', password: 5 }, 'Enter your id and password.'],
  ])('%j is refused with %s', (body, message) => {
    expect(loginRequestSchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });

  it('trims the id', () => {
    expect(loginRequestSchema.parse({ id: ' admin ', password: 'pw' }).id).toBe('admin');
  });
});

describe('temporary passwords', () => {
  it('use only unambiguous characters and the full length', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => (i * 37) % 256);
    const password = temporaryPasswordFromBytes(bytes);
    expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
    expect(TEMPORARY_PASSWORD_LENGTH).toBeGreaterThanOrEqual(10);
    for (const ch of password) expect(TEMPORARY_PASSWORD_ALPHABET).toContain(ch);
    expect(password).not.toMatch(/[0O1lI]/);
  });

  it('refuses when the bytes run out', () => {
    expect(() => temporaryPasswordFromBytes(new Uint8Array(3))).toThrow();
  });
});
