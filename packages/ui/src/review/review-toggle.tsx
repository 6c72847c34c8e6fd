import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCards, IconCardsFilled } from '@tabler/icons-react';
import { reviewMessages } from '../i18n/compiled/review.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface ReviewToggleProps {
  /** Whether the question is in the reader's review deck (複習). Required, no default. */
  inReview: boolean;
  /** Called with the state asked for. Required, no default. */
  onChange: (inReview: boolean) => void;
  /** The question's name (`第 3 題`), for screen readers. Required, no default. */
  questionName: string;
  /** The change is on its way: the button waits. Default: false. */
  pending?: boolean;
}

/** 加入複習 for one question, beside its 收藏 star: filled once the question is in the deck. */
export function ReviewToggle({ inReview, onChange, questionName, pending = false }: ReviewToggleProps) {
  const t = useT(reviewMessages);
  return (
    <Tooltip label={inReview ? t('review.remove') : t('review.add')} withArrow>
      <ActionIcon
        variant={inReview ? 'light' : 'subtle'}
        color={inReview ? 'teal' : 'gray'}
        aria-pressed={inReview}
        aria-label={t('review.addQuestion', { name: questionName })}
        loading={pending}
        onClick={() => onChange(!inReview)}
      >
        {inReview ? <IconCardsFilled size={18} aria-hidden /> : <IconCards size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
