import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { progressMessages } from '../i18n/compiled/progress.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface BookmarkToggleProps {
  /** Whether the reader bookmarked (收藏) the question. Required, no default. */
  bookmarked: boolean;
  /** Called with the state asked for. Required, no default. */
  onChange: (bookmarked: boolean) => void;
  /** The question's name (`第 3 題`), for screen readers. Required, no default. */
  questionName: string;
  /** The change is on its way: the button waits. Default: false. */
  pending?: boolean;
}

/** 收藏 for one question: a star, filled once bookmarked; a question header takes it in its slot. */
export function BookmarkToggle({ bookmarked, onChange, questionName, pending = false }: BookmarkToggleProps) {
  const t = useT(progressMessages);
  const label = t(bookmarked ? 'progress.unbookmark' : 'progress.bookmark');
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={bookmarked ? 'light' : 'subtle'}
        color={bookmarked ? 'yellow' : 'gray'}
        aria-pressed={bookmarked}
        aria-label={t('progress.bookmarkQuestion', { question: questionName })}
        loading={pending}
        onClick={() => onChange(!bookmarked)}
      >
        {bookmarked ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
