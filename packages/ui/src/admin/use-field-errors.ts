import { useCallback, useEffect, useState } from 'react';
import type { FieldErrors } from '../form/field-errors.ts';

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
