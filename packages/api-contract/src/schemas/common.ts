import { z } from 'zod';
import { MAX_ID } from '../ids.ts';

export { MAX_ID };

const ID_MESSAGE = '編號必須是正整數';

/**
 * A positive integer id taken from a path segment, written in plain decimal: `0x7`, `+7`, `7.0` or `07` name
 * no row, and neither does anything past an integer column's range.
 */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
  .transform(Number)
  .refine((id) => id <= MAX_ID, ID_MESSAGE)
  .meta({ example: '1' });

/**
 * A row's id inside a body: a positive integer an integer column can hold. `coerce` reads it from the text
 * of a form field.
 */
export const idValue = z.number().int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE);
export const idField = z.coerce.number().int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/** An edit must change something: a body whose fields are all left out is refused with this message. */
export const NOTHING_TO_CHANGE = '沒有要修改的欄位';

/** True when at least one field of an edit body is given. */
const changesSomething = (body: Record<string, unknown>) =>
  Object.values(body).some((value) => value !== undefined);

/**
 * An edit body named `id`: every field may be left out, but not all of them. The document says the same as
 * `minProperties`, since JSON has no undefined: a body that changes something has a key.
 */
export function editSchema<const S extends z.ZodRawShape>(id: string, shape: S) {
  return z.object(shape).partial().refine(changesSomething, NOTHING_TO_CHANGE).meta({ id, minProperties: 1 });
}

export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export type Ok = z.infer<typeof okSchema>;
