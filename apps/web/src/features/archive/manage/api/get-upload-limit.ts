import { authConfigSchema } from '@pastexam/api-contract';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../../lib/api-client.ts';
import { useServices } from '../../../../lib/services.tsx';

/** GET /auth/config: the largest file, in bytes, the server accepts for an upload (its UPLOAD_MAX_MB). */
export async function getUploadLimit(api: ApiClient): Promise<number> {
  return (await api.get('auth/config').json(authConfigSchema)).upload_max_bytes;
}

/**
 * The server's upload limit, loaded on mount; null until it is known. Null also after a failure: the wizard then
 * skips its early size check rather than guess, and the server's own refusal explains an oversized file.
 */
export function useUploadLimit(): number | null {
  const { api } = useServices();
  const [limit, setLimit] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    getUploadLimit(api).then(
      (bytes) => current && setLimit(bytes),
      () => current && setLimit(null),
    );
    return () => {
      current = false;
    };
  }, [api]);
  return limit;
}
