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
};
