import type { MessageId } from './statistics.zh-TW.ts';

export const messages: Record<MessageId, string> = {
  'statistics.label': 'Site statistics',
  'statistics.archives': '{figure} {count, plural, one {exam} other {exams}}',
  'statistics.courses': '{figure} {count, plural, one {course} other {courses}}',
  'statistics.users': '{figure} {count, plural, one {user} other {users}}',
  'statistics.downloads': '{figure} {count, plural, one {download} other {downloads}}',
  'statistics.activeUsersToday': '{figure} active today',
};
