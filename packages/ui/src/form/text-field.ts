import type { ChangeEvent } from 'react';
import type { FieldErrors } from './field-errors.ts';

/**
 * The value and change handler of the text field showing `field` of a form whose values travel as one object:
 * each keystroke hands over the whole object with that one field replaced.
 */
export function textField<K extends string, V extends Record<K, string>>(
  values: V,
  onChange: (values: V) => void,
  field: K,
) {
  return {
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...values, [field]: event.currentTarget.value }),
  };
}

/** A dialog form whose whole draft is one string, with its field errors (see useFormDraft). */
export type SingleTextForm<F extends string> = {
  draft: string;
  setDraft: (draft: string) => void;
  errors: FieldErrors<F>;
  clear: (field: F) => void;
};

/** The value, message and change handler of the one text field of `form`: typing clears `field`'s message. */
export function singleTextField<F extends string>(form: SingleTextForm<F>, field: F) {
  return {
    value: form.draft,
    error: form.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      form.setDraft(event.currentTarget.value);
      form.clear(field);
    },
  };
}

/** textField for a required field: with the asterisk and the field's message from `errors`. */
export function requiredTextField<K extends string, V extends Record<K, string>>(
  values: V,
  onChange: (values: V) => void,
  field: K,
  errors: FieldErrors<NoInfer<K>>,
) {
  return { ...textField(values, onChange, field), error: errors[field], withAsterisk: true };
}
