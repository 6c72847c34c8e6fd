import { type ConfirmOptions, useConfirm } from '@pastexam/ui/confirm-dialog';
import { useT } from '@pastexam/ui/i18n';
import { adminMessages } from '@pastexam/ui/messages/admin';
import { toast } from '@pastexam/ui/toast';
import { useState } from 'react';
import { toastRefusal } from '../../../lib/refusals.ts';

/**
 * How 檢舉 resolves a group of reports: asks first when `confirm` says what (a deletion), makes the group's
 * buttons wait while it is sent, then says it was done, or the server's refusal.
 */
export function useResolution<K>() {
  const t = useT(adminMessages);
  const core = useT();
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
      toast.success(t('admin.handled'), options.done);
    } catch (error) {
      toastRefusal(t('admin.handleFailed'), error, core('common.tryLater'));
    } finally {
      setBusyKey(null);
    }
  };
  return { busyKey, run };
}
