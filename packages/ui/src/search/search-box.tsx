import { ActionIcon, Box, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { LAYOUT_BREAKPOINT } from '../theme/theme.ts';

export type SearchBoxProps = {
  /** The text in the box. Required. */
  value: string;
  /** Called on every change of the text. Required. */
  onChange: (value: string) => void;
  /** Called by Enter: search now. Required. */
  onSubmit: () => void;
  /** The input, for the page's `/` shortcut to focus. Default none. */
  inputRef?: Ref<HTMLInputElement>;
};

const LABEL = '搜尋考古題內容';

/**
 * The top bar's search inside the exams: a box from the `md` breakpoint; below it a 🔍 button that opens the
 * box in the bar's place until it is left empty.
 */
export function SearchBox({ value, onChange, onSubmit, inputRef }: SearchBoxProps) {
  const [opened, setOpened] = useState(false);
  const input = (narrow: boolean) => (
    <TextInput
      ref={narrow ? undefined : inputRef}
      type="search"
      aria-label={LABEL}
      placeholder={narrow ? LABEL : `${LABEL}（按 / 開始）`}
      autoFocus={narrow}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? <CloseButton size="sm" aria-label="清除搜尋文字" onClick={() => onChange('')} /> : null
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit();
        if (event.key === 'Escape' && !value) setOpened(false);
      }}
      onBlur={() => {
        if (!value) setOpened(false);
      }}
      maxLength={200}
    />
  );
  return (
    <>
      <Box visibleFrom={LAYOUT_BREAKPOINT} style={{ flex: 1, maxWidth: 420, minWidth: 0 }}>
        {input(false)}
      </Box>
      <Box hiddenFrom={LAYOUT_BREAKPOINT} style={opened ? { flex: 1, minWidth: 0 } : undefined}>
        {opened || value ? (
          input(true)
        ) : (
          <ActionIcon variant="subtle" size="lg" aria-label={LABEL} onClick={() => setOpened(true)}>
            <IconSearch size={20} aria-hidden />
          </ActionIcon>
        )}
      </Box>
    </>
  );
}
