import type { Role } from '@pragati/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { App, connectQueryClient } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { saveSession } from '../lib/session';

/** The whole app at `path`, in StrictMode as in production, with Mantine's test environment. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  onTestFinished(connectQueryClient(queryClient));
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <App queryClient={queryClient} env="test" />
      </MemoryRouter>
    </StrictMode>,
  );
  return { ...view, user, queryClient };
}

export function signInAs(role: Role, userId = `${role}-1`, mustChangePassword = false) {
  saveSession({ userId, role, mustChangePassword });
}

export function sessionReply(role: Role, userId = `${role}-1`, mustChangePassword = false) {
  return { body: { userId, role, mustChangePassword } };
}
