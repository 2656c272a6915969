import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, readSession, resumePlace, saveSession } from './session';

const place = {
  studentId: 'PR-101',
  studentName: 'Asha Verma',
  regNo: 'PR-101',
  section: 'primary1',
  year: '2',
  term: 'Mid',
};

function signInAs(userId: string) {
  resumePlace(userId);
  saveSession({ userId, role: 'teacher', mustChangePassword: false });
}

const flowKeys = () =>
  Object.fromEntries(Object.keys(place).map((key) => [key, window.localStorage.getItem(key)]));

beforeEach(() => {
  window.localStorage.clear();
  saveSession({ userId: 'T-Asha', role: 'teacher', mustChangePassword: false });
  for (const [key, value] of Object.entries(place)) window.localStorage.setItem(key, value);
});

describe('the place a session ended on (issue 26 item 17)', () => {
  it('comes back when the same teacher signs in again after the session ended', () => {
    endSession({ keepPlace: true });
    expect(readSession()).toBeNull();
    expect(window.localStorage.getItem('regNo')).toBeNull();
    // Many calls failing together end the session more than once.
    endSession({ keepPlace: true });
    signInAs('t-asha');
    expect(flowKeys()).toEqual(place);
    // Taken once: a later sign-in of the same user starts afresh.
    endSession();
    signInAs('T-Asha');
    expect(window.localStorage.getItem('regNo')).toBeNull();
  });

  it('never reaches another user signing in on the same device, and is gone after it', () => {
    endSession({ keepPlace: true });
    signInAs('T-Other');
    expect(window.localStorage.getItem('regNo')).toBeNull();
    expect(window.localStorage.getItem('studentName')).toBeNull();
    endSession();
    signInAs('T-Asha');
    expect(window.localStorage.getItem('regNo')).toBeNull();
  });

  it('is not kept by a Logout', () => {
    endSession();
    signInAs('T-Asha');
    expect(Object.values(flowKeys()).every((v) => v === null)).toBe(true);
    expect(Object.keys(window.localStorage)).toEqual(['userId', 'role', 'mustChangePassword']);
  });
});
