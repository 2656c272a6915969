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
      mutations: { retry: false },
    },
  });
}
