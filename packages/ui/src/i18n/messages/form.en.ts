import type { MessageId } from './form.zh-TW.ts';

export const messages: Record<MessageId, string> = {
  'form.dayProblem': 'Enter a real date, for example {example}',
  'form.minuteProblem': 'Enter a real date and time, for example {example}',
  'form.all': 'All',
  'form.closeDialog': 'Close {title}',
  'form.chooseReason': 'Choose a reason',
  'form.note': 'Details (optional)',
  'form.noteLimit': 'Up to {max, plural, one {# character} other {# characters}}',
};
