import type { ChangeEvent } from 'react';

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
