import { useCallback, useState } from 'react';
import { errorMessage, errorStatus } from '../../../../lib/api-client.ts';

/**
 * The running flag and the refusal of a dialog's one call. A refusal is kept for the dialog to show where the
 * user is; a 401 is not, since it ends the session and the page with it.
 */
export function useDialogCall(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (call: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await call();
      } catch (failure) {
        if (errorStatus(failure) !== 401) setError(errorMessage(failure, fallback));
      } finally {
        setBusy(false);
      }
    },
    [fallback],
  );

  return { busy, error, run, clearError: useCallback(() => setError(null), []) };
}
