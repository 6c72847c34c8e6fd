/** Container tooling often passes unset variables as empty strings; treat them as unset. */
export const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
