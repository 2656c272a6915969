import { describe, expect, it } from 'vitest';
import { loginReturningTo, returnPathFor } from './return-path';

describe('the way back after signing in again', () => {
  it('keeps the screen with its search on the login address', () => {
    const login = loginReturningTo('/admin/viewstudents?page=2&q=asha');
    expect(login).toBe('/?from=%2Fadmin%2Fviewstudents%3Fpage%3D2%26q%3Dasha');
    expect(returnPathFor(login.slice(1), 'admin')).toBe('/admin/viewstudents?page=2&q=asha');
    expect(loginReturningTo('/')).toBe('/');
  });

  it("returns only into the role's own portal, never elsewhere", () => {
    const search = (from: string) => `?from=${encodeURIComponent(from)}`;
    expect(returnPathFor(search('/teacher/goals/R-1'), 'teacher')).toBe('/teacher/goals/R-1');
    expect(returnPathFor(search('/teacher'), 'teacher')).toBe('/teacher');
    expect(returnPathFor(search('/admin/audit'), 'teacher')).toBeNull();
    expect(returnPathFor(search('/teachers-elsewhere'), 'teacher')).toBeNull();
    expect(returnPathFor(search('//evil.example/teacher'), 'teacher')).toBeNull();
    expect(returnPathFor(search('https://evil.example/teacher'), 'teacher')).toBeNull();
    expect(returnPathFor(search('/\\evil.example'), 'teacher')).toBeNull();
    expect(returnPathFor('', 'teacher')).toBeNull();
  });
});
