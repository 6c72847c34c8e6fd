import { ActionIcon, Box, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { searchMessages } from '../i18n/compiled/search.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { LAYOUT_BREAKPOINT } from '../theme/theme.ts';
import classes from './search-box.module.css';

export type SearchBoxProps = {
  /** The text in the box. Required. */
  value: string;
  /** Called on every change of the text. Required. */
  onChange: (value: string) => void;
  /** Called by Enter: search now. Required. */
  onSubmit: () => void;
  /** The input, for the page's `/` shortcut to focus. Default none. */
  inputRef?: Ref<HTMLInputElement>;
  /** Why what is typed cannot be searched for, shown under the box and read out with it. Default none. */
  error?: string | null;
  /** Whether a phone's search is open from the start. Default false. */
  defaultOpened?: boolean;
};

type SearchFieldProps = Pick<SearchBoxProps, 'value' | 'onChange' | 'onSubmit' | 'inputRef' | 'error'> & {
  placeholder: string;
  /** Escape calls this instead of the browser's own clearing of a search field. Default: the browser's. */
  onEscape?: () => void;
  autoFocus?: boolean;
};

/** The field itself, at either width: its error hangs below it, over the page, so the bar keeps its height. */
function SearchField({
  value,
  onChange,
  onSubmit,
  inputRef,
  error,
  placeholder,
  onEscape,
  autoFocus,
}: SearchFieldProps) {
  const t = useT(searchMessages);
  return (
    <TextInput
      ref={inputRef}
      type="search"
      aria-label={t('search.label')}
      placeholder={placeholder}
      autoFocus={autoFocus}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t('search.clearText')} onClick={() => onChange('')} />
        ) : null
      }
      value={value}
      error={error}
      classNames={{ root: classes.field, error: classes.error }}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit();
        if (event.key === 'Escape' && onEscape) {
          event.preventDefault();
          onEscape();
        }
      }}
      maxLength={200}
    />
  );
}

/**
 * Below the `md` breakpoint: a 🔍 button that opens the field over the whole top bar, with 關閉搜尋 (or Escape)
 * to close it again. Focus goes into the field as it opens and back to 🔍 as it closes; what was typed stays.
 */
function PhoneSearch({ defaultOpened = false, inputRef: _desktopOnly, ...field }: SearchBoxProps) {
  const t = useT(searchMessages);
  const [opened, setOpened] = useState(defaultOpened);
  const toggle = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (opened || !refocus.current) return;
    refocus.current = false;
    toggle.current?.focus();
  }, [opened]);
  const close = () => {
    refocus.current = true;
    setOpened(false);
  };

  if (!opened) {
    return (
      <ActionIcon
        ref={toggle}
        variant="subtle"
        size="lg"
        aria-label={t('search.label')}
        onClick={() => setOpened(true)}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <div className={classes.cover} data-covers-bar>
      <SearchField {...field} placeholder={t('search.label')} onEscape={close} autoFocus />
      <CloseButton size="lg" aria-label={t('search.close')} onClick={close} />
    </div>
  );
}

/**
 * The top bar's search inside the exams: a box from the `md` breakpoint, at least 8rem wide however long the bar's
 * other names are (the title gives way first); below it a 🔍 button that opens the box over the bar
 * (`PhoneSearch`).
 */
export function SearchBox(props: SearchBoxProps) {
  const t = useT(searchMessages);
  const { defaultOpened: _phoneOnly, ...field } = props;
  return (
    <>
      <Box visibleFrom={LAYOUT_BREAKPOINT} style={{ flex: 1, maxWidth: 420, minWidth: '8rem' }}>
        <SearchField {...field} placeholder={t('search.placeholder')} />
      </Box>
      <Box hiddenFrom={LAYOUT_BREAKPOINT}>
        <PhoneSearch {...props} />
      </Box>
    </>
  );
}
