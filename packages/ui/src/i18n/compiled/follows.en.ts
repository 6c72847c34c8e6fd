// Written by `pnpm run i18n:compile` from messages/follows.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'follows.follow': ['Follow'],
  'follows.followCourse': ['Follow ', ['course']],
  'follows.updateFailed': ['Couldn’t follow or unfollow the course'],
};
