// Written by `pnpm run i18n:compile` from messages/statistics.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'statistics.label': ['Site statistics'],
  'statistics.archives': [
    ['figure'],
    ' ',
    [
      'count',
      'plural',
      {
        one: ['exam'],
        other: ['exams'],
      },
    ],
  ],
  'statistics.courses': [
    ['figure'],
    ' ',
    [
      'count',
      'plural',
      {
        one: ['course'],
        other: ['courses'],
      },
    ],
  ],
  'statistics.users': [
    ['figure'],
    ' ',
    [
      'count',
      'plural',
      {
        one: ['user'],
        other: ['users'],
      },
    ],
  ],
  'statistics.downloads': [
    ['figure'],
    ' ',
    [
      'count',
      'plural',
      {
        one: ['download'],
        other: ['downloads'],
      },
    ],
  ],
  'statistics.activeUsersToday': [['figure'], ' active today'],
};
