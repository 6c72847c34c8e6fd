import { Button } from '@mantine/core';
import { toast } from '@pastexam/ui/toast';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useAddBookmarksToReview } from '../api/review.ts';

/** 全部加入複習 on 我的收藏: every bookmarked question becomes a card; those already in the deck stay as they are. */
export function AddBookmarksToReview() {
  const add = useAddBookmarksToReview();
  return (
    <Button
      variant="light"
      loading={add.isPending}
      onClick={() =>
        add.mutate(undefined, {
          onSuccess: ({ added }) =>
            toast.success('已加入複習', added > 0 ? `新加入 ${added} 題` : '收藏的題目都已在複習中'),
          onError: (error) => toastRefusal('無法加入複習', error),
        })
      }
    >
      全部加入複習
    </Button>
  );
}
