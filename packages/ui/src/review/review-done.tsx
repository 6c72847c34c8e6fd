import { Button, Paper, Stack, Text } from '@mantine/core';
import { followInPage } from '../archives/plain-click.ts';

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
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Text fw={600} size="lg" role="status">
          {graded > 0 ? `今天的複習完成了，共 ${graded} 題。` : '今天沒有要複習的題目。'}
        </Text>
        <Text c="dimmed">在題目旁按「加入複習」，或在我的收藏按「全部加入複習」，題目就會依時排進複習。</Text>
        <Button
          component="a"
          href={homeHref}
          variant="default"
          size="md"
          onClick={onHome && followInPage(onHome)}
        >
          回首頁
        </Button>
      </Stack>
    </Paper>
  );
}
