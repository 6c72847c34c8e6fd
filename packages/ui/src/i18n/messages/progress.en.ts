import type { MessageId } from './progress.zh-TW.ts';

export const messages: Record<MessageId, string> = {
  'progress.loading': 'Loading…',
  'progress.noBookmarks':
    'You haven’t bookmarked any questions yet. Press “Bookmark” beside a question in an exam and it will be listed here.',
  'progress.examTitle': '{year} {name} · {professor}',
  'progress.examTitleWithType': '{year} {name} ({type}) · {professor}',
  'progress.bookmark': 'Bookmark',
  'progress.unbookmark': 'Remove bookmark',
  'progress.bookmarkQuestion': 'Bookmark {question}',
  'progress.completed': 'Done',
  'progress.completedExam': 'Done: {archive}',
  'progress.coverage': '{answered} of {questions, plural, one {# question} other {# questions}} answered',
  // The app’s pages (apps/web): their headings, toasts and fallbacks.
  'progress.myBookmarks': 'My bookmarks',
  'progress.loadFailedTitle': 'Loading failed',
  'progress.bookmarksLoadFailed': 'Couldn’t load your bookmarks',
  'progress.bookmarkFailed': 'Couldn’t update the bookmark',
  'progress.completionFailed': 'Couldn’t update “Done”',
};
