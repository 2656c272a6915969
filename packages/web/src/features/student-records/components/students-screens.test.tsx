import type { Role } from '@pragati/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { detailsRecord, listRow } from './test-records';

/*
 * As app/screens.test.tsx does for the shell: one h1, landmarks, named controls and fields, and
 * no <style> element (the CSP's style-src 'self'), on every screen of this feature.
 */
vi.setConfig({ testTimeout: 30_000 });

const screens: { path: string; title: string; role: Role; ready: string }[] = [
  { path: '/admin/addstudents', title: 'Student Details Form', role: 'admin', ready: 'Next' },
  {
    path: '/admin/viewstudents',
    title: 'Student Details',
    role: 'admin',
    ready: 'Show Details of PR-1',
  },
  {
    path: '/principal/viewstudents',
    title: 'Student Details',
    role: 'principal',
    ready: 'Show Details of PR-1',
  },
  {
    path: '/admin/viewstudents/details/PR-1',
    title: 'Student Record',
    role: 'admin',
    ready: 'Edit details',
  },
  {
    path: '/principal/viewstudents/details/PR-1',
    title: 'Student Record',
    role: 'principal',
    ready: 'Print',
  },
  {
    path: '/admin/viewstudents/details/PR-1/edit',
    title: 'Edit Student Details',
    role: 'admin',
    ready: 'Save',
  },
  { path: '/student', title: 'Student Home', role: 'student', ready: 'Details' },
  { path: '/student/details', title: 'Student Record', role: 'student', ready: 'Print' },
];

describe('student screens', () => {
  it.each(screens)('$path is well formed and CSP-safe', async ({ path, title, role, ready }) => {
    signInAs(role, role === 'student' ? 'PR-1' : `${role}-1`);
    mockApi({
      'GET /api/session': sessionReply(role, role === 'student' ? 'PR-1' : `${role}-1`),
      [`GET /api/${role}/viewstudents`]: { body: { data: [listRow(1)] } },
      [`GET /api/${role}/teacher/preprimary_1`]: { body: { teacher: 'Meena Iyer' } },
      [`GET /api/${role}/viewStudentDetails`]: { body: detailsRecord() },
      'GET /api/student/easy-read': {
        body: { regNo: 'PR-1', name: 'Asha Kumar', sex: 'female', term: null, areas: [] },
      },
    });
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findByRole(ready === 'Details' || ready === 'Edit details' ? 'link' : 'button', {
      name: ready,
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Pragati`);
    for (const control of [...screen.queryAllByRole('button'), ...screen.queryAllByRole('link')]) {
      expect(control).toHaveAccessibleName();
    }
    for (const input of document.querySelectorAll('input, select, textarea')) {
      expect(input).toHaveAccessibleName();
    }
    for (const table of document.querySelectorAll('table')) {
      expect(table.querySelectorAll('th').length).toBeGreaterThan(0);
    }
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
