import { Alert } from '@mantine/core';
import type { WishMatch } from '@pastexam/api-contract';
import { IconSparkles } from '@tabler/icons-react';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';

/** 這份考古題會實現 2 個願望（3 人在等）: the open wishes of the course this upload would fulfil. */
export function WishMatchNote({ match }: { match: WishMatch }) {
  const t = useT(archivesMessages);
  return (
    <Alert color="teal" icon={<IconSparkles size={18} aria-hidden />} role="status">
      {t('archives.wishes', { wishes: match.wish_count, wishers: match.wisher_count })}
    </Alert>
  );
}
