import { type ConfirmOptions, useConfirm } from '@pastexam/ui/confirm-dialog';
import { toast } from '@pastexam/ui/toast';
import { useState } from 'react';
import { toastRefusal } from '../../../lib/refusals.ts';

/**
 * How 檢舉 resolves a group of reports: asks first when `confirm` says what (a deletion), makes the group's
 * buttons wait while it is sent, then says it was done, or the server's refusal.
 */
export function useResolution<K>() {
  const confirm = useConfirm();
  const [busyKey, setBusyKey] = useState<K | null>(null);
  const run = async (
    key: K,
    options: { confirm?: ConfirmOptions | undefined; send: () => Promise<unknown>; done: string },
  ) => {
    if (options.confirm && !(await confirm(options.confirm))) return;
    setBusyKey(key);
    try {
      await options.send();
      toast.success('已處理', options.done);
    } catch (error) {
      toastRefusal('處理失敗', error);
    } finally {
      setBusyKey(null);
    }
  };
  return { busyKey, run };
}
