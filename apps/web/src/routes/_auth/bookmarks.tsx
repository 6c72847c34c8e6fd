import { createFileRoute } from '@tanstack/react-router';
import { BookmarksPage } from '../../features/progress/components/bookmarks-page.tsx';
import { AddBookmarksToReview } from '../../features/review/components/add-bookmarks.tsx';

/** 我的收藏: the signed-in user's bookmarked questions, and 全部加入複習. */
export const Route = createFileRoute('/_auth/bookmarks')({
  component: BookmarksRoute,
});

function BookmarksRoute() {
  return <BookmarksPage actions={<AddBookmarksToReview />} />;
}
