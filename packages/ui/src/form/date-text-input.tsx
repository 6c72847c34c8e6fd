import { TextInput, type TextInputProps } from '@mantine/core';
import { DAY_EXAMPLE, MINUTE_EXAMPLE } from './date-text.ts';

export interface DateTextInputProps extends Omit<TextInputProps, 'type' | 'placeholder'> {
  /** Whether a 24-hour time follows the day (`2026/11/28 09:00`). Default false: the day alone (`2026/11/28`). */
  withTime?: boolean;
}

/**
 * A day (or a day and time) typed as the product writes it, shown the same in every browser, with the format as
 * its placeholder; the value is the text as typed, which `readDay` or `readMinute` read.
 */
export function DateTextInput({ withTime = false, ...props }: DateTextInputProps) {
  return (
    <TextInput
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={withTime ? 20 : 14}
      placeholder={withTime ? MINUTE_EXAMPLE : DAY_EXAMPLE}
    />
  );
}
