import { describe, expect, it } from 'vitest';
import { isRole, portalPathForRole, ROLE_GUARD_MESSAGES } from './roles.js';

describe('roles', () => {
  it.each([
    ['admin', '/admin'],
    ['teacher', '/teacher'],
    ['student', '/student'],
    ['principal', '/principal'],
    ['network', '/network'],
    ['specialist', '/specialist'],
    ['librarian', '/principal'],
    [null, '/principal'],
  ])('%s lands on %s', (role, path) => {
    expect(portalPathForRole(role)).toBe(path);
  });

  it('guards use the spec wording', () => {
    expect(ROLE_GUARD_MESSAGES).toEqual({
      admin: 'Not a Admin',
      principal: 'Not a principal',
      student: 'Not a Student',
      teacher: 'Not a Teacher',
      network: 'Not a network account',
      specialist: 'Not a specialist',
    });
  });

  it.each([
    ['admin', true],
    ['Admin', false],
    ['', false],
  ])('isRole(%j) is %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });
});
