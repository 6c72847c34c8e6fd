import { Select, type SelectProps } from '@mantine/core';

export type EnumSelectProps<V extends string> = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The choices, each a value of the set and its label (see enumOptions). Required, no default. */
  data: readonly { value: V; label: string }[];
  /** The chosen value, or null for none. Required, no default. */
  value: V | null;
  /** Called with the chosen value, or null when the choice is cleared. Required, no default. */
  onChange: (value: V | null) => void;
};

/** A Mantine Select of one value of a fixed set; it hands back only values of the set. */
export function EnumSelect<V extends string>({ data, value, onChange, ...props }: EnumSelectProps<V>) {
  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={(next) => onChange(data.find((option) => option.value === next)?.value ?? null)}
    />
  );
}
