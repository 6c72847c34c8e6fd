// Written by `pnpm run i18n:compile` from messages/review.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'review.examDates': ['Exam dates'],
  'review.examDatesHint': [
    'Once you set a course’s exam date, its questions come up for review again on the day of the exam at the latest.',
  ],
  'review.courseCards': [
    ['course'],
    ' (',
    [
      'count',
      'plural',
      {
        one: ['#', ' question'],
        other: ['#', ' questions'],
      },
    ],
    ')',
  ],
  'review.mockExamFrom': [['exam'], ' (mock exam)'],
  'review.mockExamFromCourse': [['course'], ' · ', ['exam'], ' (mock exam)'],
  'review.openMockExam': ['Open this mock exam'],
  'review.openQuestion': ['Open this question in its past exam'],
  'review.noAnswer': ['This question has no answers yet.'],
  'review.card': ['Review ', ['name']],
  'review.answer': ['Answer'],
  'review.howWell': ['How well did you remember it?'],
  'review.reveal': ['Show answer'],
  'review.done': [
    'Today’s review is done: ',
    [
      'count',
      'plural',
      {
        one: ['#', ' question'],
        other: ['#', ' questions'],
      },
    ],
    '.',
  ],
  'review.nothingDue': ['Nothing to review today.'],
  'review.doneHint': [
    'Press “Add to review” beside a question, or “Add all to review” in your saved questions, and they will be scheduled for review.',
  ],
  'review.home': ['Back to home'],
  'review.section': ['Review'],
  'review.dueToday': [
    [
      'count',
      'plural',
      {
        one: ['#', ' question'],
        other: ['#', ' questions'],
      },
    ],
    ' to review today',
  ],
  'review.nothingDueToday': ['Nothing to review today'],
  'review.start': ['Start review'],
  'review.manage': ['Manage review'],
  'review.add': ['Add to review'],
  'review.remove': ['Remove from review'],
  'review.addQuestion': ['Add to review ', ['name']],
  'review.gradeFailed': ['Couldn’t record your grade'],
  'review.loadFailedTitle': ['Loading failed'],
  'review.queueLoadFailed': ['Couldn’t load today’s review'],
  'review.queueLoading': ['Loading today’s review'],
  'review.examDateFailed': ['Couldn’t update the exam date'],
  'review.updateFailed': ['Couldn’t update your review'],
  'review.addBookmarks': ['Add all to review'],
  'review.bookmarksAdded': ['Added to review'],
  'review.bookmarksAddedCount': [
    [
      'count',
      'plural',
      {
        one: ['#', ' new question'],
        other: ['#', ' new questions'],
      },
    ],
  ],
  'review.bookmarksAlready': ['Your bookmarked questions are all in review already'],
  'review.addBookmarksFailed': ['Couldn’t add to review'],
  'review.questionRegion': ['The question ', ['name']],
};
