// Written by `pnpm run i18n:compile` from messages/form.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'form.dayProblem': ['Enter a real date, for example ', ['example']],
  'form.minuteProblem': ['Enter a real date and time, for example ', ['example']],
  'form.all': ['All'],
  'form.closeDialog': ['Close ', ['title']],
  'form.chooseReason': ['Choose a reason'],
  'form.note': ['Details (optional)'],
  'form.noteLimit': [
    'Up to ',
    [
      'max',
      'plural',
      {
        one: ['#', ' character'],
        other: ['#', ' characters'],
      },
    ],
  ],
};
