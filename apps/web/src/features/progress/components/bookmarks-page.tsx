import { Container, Group, Stack, Title } from '@mantine/core';
import type { Bookmark } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { progressMessages } from '@pastexam/ui/messages/progress';
import { BookmarkList } from '@pastexam/ui/progress';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { myBookmarksQuery } from '../api/bookmarks.ts';
import { QuestionBookmark } from './question-bookmark.tsx';

/** Where a bookmark opens: its exam previewed on its course's page, at the question. */
const target = (bookmark: Bookmark) => ({
  to: '/archive' as const,
  search: { course: bookmark.course_id, archive: bookmark.archive_id, question: bookmark.question_id },
});

/** 我的收藏: the reader's bookmarked questions by course and exam, each opening its exam at the question. */
export function BookmarksPage({
  actions,
}: {
  /** Beside the title, e.g. 全部加入複習. Default: nothing. */
  actions?: ReactNode;
}) {
  const t = useT(progressMessages);
  const { api } = useServices();
  const navigate = useNavigate();
  const router = useRouter();
  const list = useQuery(myBookmarksQuery(api));
  useQueryFailure(list, () => toast.error(t('progress.loadFailedTitle'), t('progress.bookmarksLoadFailed')));
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={1} size="h2">
            {t('progress.myBookmarks')}
          </Title>
          {actions}
        </Group>
        <BookmarkList
          bookmarks={list.data?.bookmarks ?? null}
          href={(bookmark) => router.buildLocation(target(bookmark)).href}
          onOpen={(bookmark) => void navigate(target(bookmark))}
          renderActions={(bookmark) => (
            <QuestionBookmark question={{ id: bookmark.question_id, name: bookmark.question_name }} />
          )}
        />
      </Stack>
    </Container>
  );
}
