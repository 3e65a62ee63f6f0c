import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors.ts';

/**
 * Client errors (4xx) are answers, not glitches: only network and 5xx failures retry, once. A
 * time-out does not retry (the seller already waited the whole limit: the screen offers the
 * retry), nor does an answer outside the contract (it would come back the same).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          if (isApiError(error) && (error.kind === 'timeout' || error.kind === 'contract')) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
