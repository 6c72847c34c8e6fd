import type { FieldErrors } from '@pastexam/ui/admin';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { toast } from '@pastexam/ui/toast';
import { useCallback, useEffect, useState } from 'react';
import { type AnalyticsEvent, track } from '../../../lib/analytics.ts';
import { type ApiClient, errorCode, errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** What differs between administering courses and administering users. */
export type EntityAdminConfig<T extends { id: number; name: string }, S, F extends string> = {
  /** The thing administered, as the toasts name it (課程, 使用者). */
  noun: string;
  load: (api: ApiClient) => Promise<T[]>;
  /** Creates (target null) or updates `target` from what the dialog submitted. */
  save: (api: ApiClient, submission: S, target: T | null) => Promise<T>;
  remove: (api: ApiClient, id: number) => Promise<void>;
  /** The form field each 409 code points at, so the message lands on that field. */
  conflictFields: Record<string, F>;
  /** The consequence the delete confirmation spells out. */
  deleteWarning: (item: T) => string;
  events: { create: AnalyticsEvent; update: AnalyticsEvent; delete: AnalyticsEvent };
};

type DialogState<T> = { opened: boolean; target: T | null };

/**
 * One admin table's data and actions: the list, the create/edit dialog (with the server's 409 shown on its
 * field), delete after a danger confirmation, toasts per product §8.6 and the usage events.
 */
export function useEntityAdmin<T extends { id: number; name: string }, S, F extends string>(
  config: EntityAdminConfig<T, S, F>,
) {
  const { api } = useServices();
  const confirm = useConfirm();
  const { noun, load } = config;
  const [items, setItems] = useState<T[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [dialog, setDialog] = useState<DialogState<T>>({ opened: false, target: null });
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});

  const reload = useCallback(async () => {
    try {
      setItems(await load(api));
      setLoadFailed(false);
    } catch (error) {
      if (errorStatus(error) === 401) return;
      setItems((current) => current ?? []);
      setLoadFailed(true);
      toast.error('載入失敗', `無法載入${noun}列表`);
    }
  }, [api, load, noun]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const open = (target: T | null) => {
    setFieldErrors({});
    setDialog({ opened: true, target });
  };

  const submit = async (submission: S) => {
    const { target } = dialog;
    setSubmitting(true);
    try {
      const saved = await config.save(api, submission, target);
      setDialog({ opened: false, target });
      track(target ? config.events.update : config.events.create, { id: saved.id });
      toast.success(target ? '已更新' : '已新增', `${target ? '已更新' : '已新增'}${noun}「${saved.name}」`);
      await reload();
    } catch (error) {
      if (errorStatus(error) === 401) return;
      const field = config.conflictFields[errorCode(error) ?? ''];
      if (errorStatus(error) === 409 && field) {
        setFieldErrors({ [field]: errorMessage(error, '此值已被使用') } as FieldErrors<F>);
      } else {
        toast.error('儲存失敗', errorMessage(error, '請稍後再試'));
      }
      // Another admin removed it meanwhile: nothing left to edit, and the table must stop showing it.
      if (errorStatus(error) === 404) {
        setDialog({ opened: false, target });
        void reload();
      }
    } finally {
      setSubmitting(false);
    }
  };

  const requestDelete = async (item: T) => {
    const confirmed = await confirm({
      title: `刪除${noun}`,
      message: `確定要刪除${noun}「${item.name}」嗎？${config.deleteWarning(item)}`,
      confirmLabel: '刪除',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await config.remove(api, item.id);
      track(config.events.delete, { id: item.id });
      toast.success('已刪除', `已刪除${noun}「${item.name}」`);
      await reload();
    } catch (error) {
      if (errorStatus(error) !== 401) toast.error('刪除失敗', errorMessage(error, '請稍後再試'));
      if (errorStatus(error) === 404) void reload();
    }
  };

  return {
    items,
    loading: items === null,
    /** Offered by the table when the list could not be loaded; null once it has been. */
    retryLoad: loadFailed ? () => void reload() : null,
    dialog,
    submitting,
    fieldErrors,
    openCreate: () => open(null),
    openEdit: (item: T) => open(item),
    closeDialog: () => setDialog((current) => ({ ...current, opened: false })),
    submit,
    requestDelete,
  };
}
