import { Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { pdfViewerMessages } from '../i18n/compiled/pdf-viewer.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface PageInputProps {
  /** The page shown now, from 1. Required, no default. */
  page: number;
  /** How many pages the document has. Required, no default. */
  pageCount: number;
  /** Called with the page to go to, within 1 … pageCount. Required, no default. */
  onPageChange: (page: number) => void;
}

/** `N / M`: the page shown, which the user may overwrite to go to another (Enter or leaving the field). */
export function PageInput({ page, pageCount, onPageChange }: PageInputProps) {
  const t = useT(pdfViewerMessages);
  // What the user is typing; null while the field shows the current page.
  const [typed, setTyped] = useState<string | null>(null);

  function go() {
    const wanted = Number.parseInt(typed ?? '', 10);
    setTyped(null);
    if (Number.isInteger(wanted)) onPageChange(Math.min(Math.max(wanted, 1), pageCount));
  }

  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        aria-label={t('pdf-viewer.pageNumber', { count: pageCount })}
        size="xs"
        w={44}
        inputMode="numeric"
        autoComplete="off"
        value={typed ?? String(page)}
        onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, ''))}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={go}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go();
          if (event.key === 'Escape' && typed !== null) {
            // Undoes the typing; a second Escape reaches the dialog.
            event.stopPropagation();
            setTyped(null);
          }
        }}
        styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
      />
      <Text size="sm" aria-hidden style={{ whiteSpace: 'nowrap' }}>
        / {pageCount}
      </Text>
    </Group>
  );
}
