import { Alert } from '@mantine/core';
import type { WishMatch } from '@pastexam/api-contract';
import { IconSparkles } from '@tabler/icons-react';

/** 這份考古題會實現 2 個願望（3 人在等）: the open wishes of the course this upload would fulfil. */
export function WishMatchNote({ match }: { match: WishMatch }) {
  return (
    <Alert color="teal" icon={<IconSparkles size={18} aria-hidden />} role="status">
      這份考古題會實現 {match.wish_count} 個願望（{match.wisher_count} 人在等）
    </Alert>
  );
}
