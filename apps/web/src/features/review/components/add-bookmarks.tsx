import { Button } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { reviewMessages } from '@pastexam/ui/messages/review';
import { toast } from '@pastexam/ui/toast';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useAddBookmarksToReview } from '../api/review.ts';

/** 全部加入複習 on 我的收藏: every bookmarked question becomes a card; those already in the deck stay as they are. */
export function AddBookmarksToReview() {
  const t = useT(reviewMessages);
  const core = useT();
  const add = useAddBookmarksToReview();
  return (
    <Button
      variant="light"
      loading={add.isPending}
      onClick={() =>
        add.mutate(undefined, {
          onSuccess: ({ added }) =>
            toast.success(
              t('review.bookmarksAdded'),
              added > 0 ? t('review.bookmarksAddedCount', { count: added }) : t('review.bookmarksAlready'),
            ),
          onError: (error) => toastRefusal(t('review.addBookmarksFailed'), error, core('common.tryLater')),
        })
      }
    >
      {t('review.addBookmarks')}
    </Button>
  );
}
