import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network trouble and 5xx might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < MAX_RETRIES,
      },
      // Sent even when the browser says it is offline: the call then fails at once and the
      // screen says there is no connection, keeping what was typed (issue 15 part 7). TanStack's
      // default would pause it silently until the browser reports a connection.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
