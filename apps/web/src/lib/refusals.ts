// How a refusal from the server reaches the user: in a toast, or under the form field it concerns.
import type { FieldErrors } from '@pastexam/ui/admin';
import { toast } from '@pastexam/ui/toast';
import { useState } from 'react';
import { errorCode, errorMessage, errorStatus, refusalMessage } from './api-client.ts';

/**
 * The toast for a failed call: `title` over the server's zh-TW detail, or `fallback` when it gave none. Nothing
 * on a 401, which ends the session and takes the user home instead.
 */
export function toastRefusal(title: string, error: unknown, fallback = '請稍後再試'): void {
  const message = refusalMessage(error, fallback);
  if (message !== null) toast.error(title, message);
}

/** The form field a refusal concerns, and what to say under it when the server gave no detail. */
export type RefusedField<F extends string> = { field: F; fallback: string };

/** Which field, if any, a refusal with this code and status concerns; null sends it to a toast. */
export type FieldOfRefusal<F extends string> = (
  code: string | null,
  status: number | null,
) => RefusedField<F> | null;

/**
 * A form dialog's refusals from the server: one that concerns a field is said under that field, any other in a
 * toast titled `title`, and a 401 not at all (it has ended the session). `reset` forgets them, as opening or
 * closing the dialog should.
 */
export function useFieldRefusals<F extends string>(title: string, fieldOf: FieldOfRefusal<F>) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});

  const refused = (error: unknown) => {
    if (errorStatus(error) === 401) return;
    const target = fieldOf(errorCode(error), errorStatus(error));
    if (target === null) {
      toastRefusal(title, error);
      return;
    }
    const next: FieldErrors<F> = {};
    next[target.field] = errorMessage(error, target.fallback);
    setFieldErrors(next);
  };

  return { fieldErrors, refused, reset: () => setFieldErrors({}) };
}
