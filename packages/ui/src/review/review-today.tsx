import { Button, Group, Paper, Text } from '@mantine/core';
import { followInPage } from '../archives/plain-click.ts';
import { reviewMessages } from '../i18n/compiled/review.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { ReviewTodayPlaceholder } from './review-today-placeholder.tsx';

export interface ReviewTodayProps {
  /** How many cards are due by the end of today; null while on its way (the card's frame holds its place). Required, no default. */
  dueCount: number | null;
  /** The review screen's address. Required, no default. */
  href: string;
  /** Called instead of following a plain click (the app navigates itself). Default: the link is followed. */
  onStart?: () => void;
}

/** The home page's daily queue: `今天要複習 12 題` and a button to start, or that nothing is due. */
export function ReviewToday({ dueCount, href, onStart }: ReviewTodayProps) {
  const t = useT(reviewMessages);
  if (dueCount === null) return <ReviewTodayPlaceholder />;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('review.section')}>
      <Group justify="space-between" gap="sm">
        <Text fw={600} size="lg">
          {dueCount > 0 ? t('review.dueToday', { count: dueCount }) : t('review.nothingDueToday')}
        </Text>
        <Button
          component="a"
          href={href}
          size="md"
          variant={dueCount > 0 ? 'filled' : 'default'}
          onClick={onStart && followInPage(onStart)}
        >
          {dueCount > 0 ? t('review.start') : t('review.manage')}
        </Button>
      </Group>
    </Paper>
  );
}
