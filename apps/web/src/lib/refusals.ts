// How a refusal from the server reaches the user: in a toast, or under the form field it concerns.
import { type ErrorCodeOf, type Route, routeErrorCode } from '@pastexam/api-contract';
import type { FieldErrors } from '@pastexam/ui/admin';
import { toast } from '@pastexam/ui/toast';
import { useState } from 'react';
import { errorMessage, refusalMessage } from './api-client.ts';
import { shownText } from './locale.ts';

/**
 * The toast for a failed call: `title` over the server's detail, or `fallback` when it gave none. Nothing
 * on a 401, which ends the session and takes the user home instead.
 */
export function toastRefusal(title: string, error: unknown, fallback = shownText('common.tryLater')): void {
  const message = refusalMessage(error, fallback);
  if (message !== null) toast.error(title, message);
}

/**
 * The form field each code the routes a form calls may answer points at; a code none of them answers does not
 * compile. Codes left out are said in a toast.
 */
export type FieldsOfCodes<T extends Route, F extends string> = Partial<Record<ErrorCodeOf<T>, F>>;

/**
 * A form dialog's refusals from the server: one whose code `fields` maps is said under that field in the
 * server's words (the contract's catalogue, or the field's validation message), any other in a toast titled
 * `title`, and a 401 not at all (it has ended the session). `reset` forgets them, as opening or closing the
 * dialog should.
 */
export function useFieldRefusals<T extends Route, F extends string>(
  title: string,
  routes: T | readonly T[],
  fields: FieldsOfCodes<T, F>,
) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});

  const refused = (error: unknown) => {
    const code = routeErrorCode(error, routes);
    const field = code && fields[code];
    // Not a field's: a toast, and nothing for a 401 (toastRefusal says nothing then).
    if (!field) return toastRefusal(title, error);
    const next: FieldErrors<F> = {};
    // A code came with the answer, so its detail did too (the catalogue's message, or the field's rule).
    next[field] = errorMessage(error, '');
    setFieldErrors(next);
  };

  return { fieldErrors, refused, reset: () => setFieldErrors({}) };
}
