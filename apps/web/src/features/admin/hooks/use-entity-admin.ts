import type { Route } from '@pastexam/api-contract';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { useT } from '@pastexam/ui/i18n';
import { adminMessages } from '@pastexam/ui/messages/admin';
import { toast } from '@pastexam/ui/toast';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type AnalyticsEvent, track } from '../../../lib/analytics.ts';
import { errorStatus } from '../../../lib/api-client.ts';
import { type FieldsOfCodes, toastRefusal, useFieldRefusals } from '../../../lib/refusals.ts';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';

/** What differs between administering courses and administering users, besides their endpoints. */
export type EntityAdminConfig<
  T extends { id: number; name: string },
  F extends string,
  S extends readonly Route[],
> = {
  /** The thing administered, as the toasts name it in the reader's language (課程, 使用者). */
  noun: string;
  /** The form field each code of a save points at (a name already taken), so its message lands on that field. */
  conflictFields: FieldsOfCodes<S[number], F>;
  /** The routes a save calls: the one adding a row and the one changing it (`saveRoutes` of the row changes). */
  saveRoutes: S;
  /** The consequence the delete confirmation spells out, in the reader's language. */
  deleteWarning: (item: T) => string;
  events: { create: AnalyticsEvent; update: AnalyticsEvent; delete: AnalyticsEvent };
};

/** An admin table's endpoints: its list query, and its mutations (which refresh the list themselves). */
export type EntityAdminEndpoints<T, S> = {
  list: UseQueryResult<T[]>;
  /** The table's row changes (`adminRowChanges`): a save runs while `create` or `update` does. */
  changes: {
    create: { isPending: boolean };
    update: { isPending: boolean };
    remove: { mutateAsync: (id: number) => Promise<unknown> };
  };
  /** Creates (target null) or updates `target` from what the dialog submitted. */
  save: (submission: S, target: T | null) => Promise<T>;
};

type DialogState<T> = { opened: boolean; target: T | null };

/**
 * One admin table's screen logic over its query and mutations: the create/edit dialog (with the server's 409
 * shown on its field), delete after a danger confirmation, toasts per product §8.6 and the usage events.
 */
export function useEntityAdmin<
  T extends { id: number; name: string },
  S,
  F extends string,
  R extends readonly Route[],
>(config: EntityAdminConfig<T, F, R>, { list, changes, save }: EntityAdminEndpoints<T, S>) {
  const t = useT(adminMessages);
  const core = useT();
  const confirm = useConfirm();
  const { noun } = config;
  const [dialog, setDialog] = useState<DialogState<T>>({ opened: false, target: null });
  // A code the config maps to a field is said under it; any other refusal in a toast.
  const refusals = useFieldRefusals(t('admin.saveFailed'), config.saveRoutes, config.conflictFields);

  // Each failed load of the list says so (a retry that fails again says it again).
  useQueryFailure(list, () => toast.error(t('admin.loadFailed'), t('admin.listFailed', { noun })));

  const open = (target: T | null) => {
    refusals.reset();
    setDialog({ opened: true, target });
  };

  const submit = async (submission: S) => {
    const { target } = dialog;
    try {
      const saved = await save(submission, target);
      setDialog({ opened: false, target });
      track(target ? config.events.update : config.events.create, { id: saved.id });
      const done = { noun, name: saved.name };
      toast.success(
        t(target ? 'admin.updated' : 'admin.created'),
        t(target ? 'admin.updatedItem' : 'admin.createdItem', done),
      );
    } catch (error) {
      refusals.refused(error);
      // Another admin removed it meanwhile: nothing left to edit (the list refreshes without it).
      if (errorStatus(error) === 404) setDialog({ opened: false, target });
    }
  };

  const requestDelete = async (item: T) => {
    const confirmed = await confirm({
      title: t('admin.deleteTitle', { noun }),
      message: t('admin.deleteConfirm', { noun, name: item.name, warning: config.deleteWarning(item) }),
      confirmLabel: core('common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await changes.remove.mutateAsync(item.id);
      track(config.events.delete, { id: item.id });
      toast.success(t('admin.deleted'), t('admin.deletedItem', { noun, name: item.name }));
    } catch (error) {
      toastRefusal(t('admin.deleteFailed'), error, core('common.tryLater'));
    }
  };

  return {
    items: list.data ?? [],
    loading: list.isPending,
    /** Offered by the table when the list could not be loaded; null once it has been. */
    retryLoad: list.isError ? () => void list.refetch() : null,
    dialog,
    submitting: changes.create.isPending || changes.update.isPending,
    fieldErrors: refusals.fieldErrors,
    openCreate: () => open(null),
    openEdit: (item: T) => open(item),
    closeDialog: () => setDialog((current) => ({ ...current, opened: false })),
    submit,
    requestDelete,
  };
}
