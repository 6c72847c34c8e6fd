import { createFileRoute } from '@tanstack/react-router';
import { BookmarksPage } from '../../features/progress/components/bookmarks-page.tsx';

/** 我的收藏: the signed-in user's bookmarked questions. */
export const Route = createFileRoute('/_auth/bookmarks')({
  component: BookmarksPage,
});
