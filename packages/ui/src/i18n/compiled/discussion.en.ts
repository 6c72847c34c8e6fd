// Written by `pnpm run i18n:compile` from messages/discussion.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'discussion.loading': ['Loading messages…'],
  'discussion.empty': ['No messages yet'],
  'discussion.emptyHint': ['A question or a thought about this exam? Leave the first message.'],
  'discussion.loadOlder': ['Load earlier messages'],
  'discussion.messages': ['Messages'],
  'discussion.reconnecting': ['Live updates are down. Reconnecting…'],
  'discussion.log': ['Discussion'],
  'discussion.field': ['Message'],
  'discussion.placeholder': ['Write a message (Ctrl + Enter to send)'],
  'discussion.tooLong': [
    [
      'max',
      'plural',
      {
        one: ['A message can have at most ', '#', ' character'],
        other: ['A message can have at most ', '#', ' characters'],
      },
    ],
  ],
  'discussion.count': [['length'], ' / ', ['max'], ' characters'],
  'discussion.cooldown': [
    [
      'seconds',
      'plural',
      {
        one: ['Send in ', '#', ' second'],
        other: ['Send in ', '#', ' seconds'],
      },
    ],
  ],
  'discussion.send': ['Send'],
  'discussion.deleted': ['This message was deleted'],
  'discussion.goneAuthor': ['Deleted account'],
  'discussion.admin': ['Admin'],
  'discussion.messageBy': ['Message from ', ['author']],
  'discussion.messageByAdmin': ['Message from ', ['author'], ' (admin)'],
  'discussion.openQuestion': ['Scroll to this question'],
  'discussion.delete': ['Delete message'],
  'discussion.deleteTitle': ['Delete message'],
  'discussion.deleteConfirm': [
    'Delete this message? Others will see “This message was deleted” in its place.',
  ],
  'discussion.deleteFailed': ['Couldn’t delete'],
  'discussion.loadFailed': ['Couldn’t load the messages. Please try again later'],
  'discussion.sendFailed': ['Couldn’t send the message. Please try again later'],
};
