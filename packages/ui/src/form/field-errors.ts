/** The message shown under each field, by field name. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message per top-level field from a failed zod parse; issues on other paths are left out. */
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
