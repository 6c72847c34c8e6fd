import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ArchiveSearch } from './archive-address.ts';

/**
 * Where the archive page is (its checked search) and the ways to move: `go` adds a history entry unless told to
 * replace the current one, `hrefOf` is the address a link shows (and a new tab opens).
 */
export function useArchiveLocation() {
  const search = useSearch({ from: '/_auth/archive' });
  const navigate = useNavigate();
  const router = useRouter();
  const go = useCallback(
    (next: ArchiveSearch, { replace = false }: { replace?: boolean } = {}) => {
      void navigate({ to: '/archive', search: next, replace });
    },
    [navigate],
  );
  // The router's own search format, without matching routes for each of a long course list's links.
  const hrefOf = useCallback(
    (next: ArchiveSearch) => router.history.createHref(`/archive${router.options.stringifySearch(next)}`),
    [router],
  );
  return { search, go, hrefOf };
}

export type ArchiveLocation = ReturnType<typeof useArchiveLocation>;
