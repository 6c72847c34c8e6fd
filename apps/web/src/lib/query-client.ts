import { ApiError, ContractViolationError } from '@pastexam/api-contract';
import { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from './session.ts';

/**
 * Server errors and lost connections are worth one more try; a 4xx answer will not change, and neither will an
 * answer the contract refuses.
 */
function retryable(error: unknown): boolean {
  if (error instanceof ContractViolationError) return false;
  return !(error instanceof ApiError) || error.status >= 500;
}

/**
 * The app's one query cache. Data stays fresh for a minute, so two features that show the same list share
 * one request; a mutation refreshes what it changed. A change of user (sign-in, sign-out, a refused token)
 * empties the cache, so nobody sees what the previous user loaded; the same user's renewed token does not.
 */
export function createQueryClient(auth: AuthStore): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && retryable(error),
        // 0.3 s, then 0.6 s: a failure is said as soon as it was before the cache, when the HTTP client retried.
        retryDelay: (failures) => 300 * 2 ** failures,
      },
      mutations: { retry: false },
    },
  });
  auth.subscribe((event) => {
    // A renewed token is the same user's: what they loaded stays theirs.
    if (event !== 'renewed') client.clear();
  });
  return client;
}
