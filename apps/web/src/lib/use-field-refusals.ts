import type { FieldErrors } from '@pastexam/ui/admin';
import { useState } from 'react';
import { errorCode, errorMessage, errorStatus } from './api-client.ts';
import { toastRefusal } from './toast-refusal.ts';

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
