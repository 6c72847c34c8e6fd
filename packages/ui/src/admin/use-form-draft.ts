import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../form/field-errors.ts';
import { useFieldErrors } from './use-field-errors.ts';

const NO_ERRORS: FieldErrors<never> = {};

/**
 * A dialog form's draft and its field errors (see useFieldErrors): every opening starts the draft again from
 * `toDraft(source)`, so what was typed and cancelled is not shown again. `whenClosed`, for a form that must not
 * keep what was typed (a password), replaces the draft while the dialog is closed; by default it is kept.
 */
export function useFormDraft<S, D, F extends string>(
  dialog: { opened: boolean },
  fieldErrors: FieldErrors<F> | undefined,
  source: S,
  toDraft: (source: S) => D,
  whenClosed?: D,
) {
  const { opened } = dialog;
  const [draft, setDraft] = useState<D>(() => whenClosed ?? toDraft(source));
  const errorState = useFieldErrors<F>(fieldErrors ?? NO_ERRORS, opened);
  // The latest conversion, read at an opening: a new function each render does not start the draft again.
  const convert = useRef(toDraft);
  convert.current = toDraft;

  useEffect(() => {
    if (opened) setDraft(convert.current(source));
    else if (whenClosed !== undefined) setDraft(whenClosed);
  }, [opened, source, whenClosed]);

  return { draft, setDraft, ...errorState };
}
