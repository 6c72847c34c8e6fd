import type { Question } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { progressMessages } from '@pastexam/ui/messages/progress';
import { BookmarkToggle } from '@pastexam/ui/progress';
import { useQuery } from '@tanstack/react-query';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { myBookmarksQuery, useSetBookmark } from '../api/bookmarks.ts';

/**
 * 收藏 of one question: the slot a question's header (the answers beside the PDF, a phone's question by
 * question) gives it. Whether it is bookmarked comes from 我的收藏's own list.
 */
export function QuestionBookmark({ question }: { question: Pick<Question, 'id' | 'name'> }) {
  const t = useT(progressMessages);
  const core = useT();
  const { api } = useServices();
  const bookmarks = useQuery(myBookmarksQuery(api));
  const change = useSetBookmark();
  const asked = change.isPending && change.variables.questionId === question.id ? change.variables : null;
  const bookmarked = asked
    ? asked.bookmarked
    : (bookmarks.data?.bookmarks.some((bookmark) => bookmark.question_id === question.id) ?? false);
  return (
    <BookmarkToggle
      bookmarked={bookmarked}
      pending={asked !== null}
      questionName={question.name}
      onChange={(next) =>
        change.mutate(
          { questionId: question.id, bookmarked: next },
          { onError: (error) => toastRefusal(t('progress.bookmarkFailed'), error, core('common.tryLater')) },
        )
      }
    />
  );
}
