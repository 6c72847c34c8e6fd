import type { MessageId } from './follows.zh-TW.ts';

export const messages: Record<MessageId, string> = {
  'follows.follow': 'Follow',
  'follows.followCourse': 'Follow {course}',
  'follows.updateFailed': 'Couldn’t follow or unfollow the course',
};
