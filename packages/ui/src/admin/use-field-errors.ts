import { useCallback, useEffect, useState } from 'react';

/** The message shown under each field, by field name. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message per top-level field from a failed zod parse. */
export function issuesToFieldErrors<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A form's field errors: the server's (such as a duplicate name) arrive through `external` and join the
 * form's own checks; editing a field clears its message, so a stale error never sits under a corrected value.
 */
export function useFieldErrors<F extends string>(external: FieldErrors<F>, opened: boolean) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  useEffect(() => {
    setErrors((current) => ({ ...current, ...external }));
  }, [external]);
  useEffect(() => {
    if (!opened) setErrors({});
  }, [opened]);
  const clear = useCallback((field: F) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _removed, ...rest } = current;
      return rest as FieldErrors<F>;
    });
  }, []);
  return { errors, setErrors, clear };
}
