import { Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { followInPage } from '../archives/plain-click.ts';
import { reviewMessages } from '../i18n/compiled/review.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

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

/**
 * The card's frame, as tall as the card, while its count (or its code) is on its way: the page below it does not
 * move when the card arrives. Hidden from screen readers, which the card then reaches.
 */
export function ReviewTodayPlaceholder() {
  return (
    <Paper withBorder p="md" aria-hidden>
      <Group justify="space-between" gap="sm">
        <Skeleton height={28} width="14rem" maw="60%" />
        {/* A md button's height. */}
        <Skeleton height={42} width="8rem" />
      </Group>
    </Paper>
  );
}
