import { Button, Paper, Stack, Text } from '@mantine/core';
import { followInPage } from '../archives/plain-click.ts';
import { reviewMessages } from '../i18n/compiled/review.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface ReviewDoneProps {
  /** How many cards the reader graded in this session. Required, no default. */
  graded: number;
  /** The home page's address. Required, no default. */
  homeHref: string;
  /** Called instead of following a plain click (the app navigates itself). Default: the link is followed. */
  onHome?: () => void;
}

/** Today's queue is empty: done after grading, or nothing due at all. */
export function ReviewDone({ graded, homeHref, onHome }: ReviewDoneProps) {
  const t = useT(reviewMessages);
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Text fw={600} size="lg" role="status">
          {graded > 0 ? t('review.done', { count: graded }) : t('review.nothingDue')}
        </Text>
        <Text c="dimmed">{t('review.doneHint')}</Text>
        <Button
          component="a"
          href={homeHref}
          variant="default"
          size="md"
          onClick={onHome && followInPage(onHome)}
        >
          {t('review.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
