/** 追蹤 (product §4.21): following a course, on its page and in the web's course page. */
export const messages = {
  'follows.follow': '追蹤',
  'follows.followCourse': '追蹤 {course}',
  'follows.updateFailed': '無法更新追蹤',
} as const;

export type MessageId = keyof typeof messages;
