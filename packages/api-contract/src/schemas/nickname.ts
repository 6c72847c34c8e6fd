/**
 * Names a nickname may not take, so that nobody in a discussion passes for the department or its staff
 * (product §3.11). Compared as people read them: ignoring letter case, width, spaces and punctuation, digits
 * that stand in for letters (adm1n, r00t) and numbers after the word (admin2).
 */
const RESERVED = new Set([
  'admin',
  'admins',
  'administrator',
  'sysadmin',
  'superuser',
  'root',
  'moderator',
  'mod',
  'staff',
  'system',
  '管理員',
  '管理员',
  '管理者',
  '系統',
  '系统',
  '系統管理員',
  '助教',
  '站長',
  '版主',
  '官方',
]);
/** Words that claim a role wherever they stand in a nickname (管理員小明, 助教-王). */
const ROLE_WORDS = ['管理員', '管理员', '管理者', '系統管理', '系统管理', '助教'];
/** Latin role words that claim it at either end (admin_bob, bob.admin), but not inside (badminton). */
const ROLE_ENDS = ['admin', 'moderator'];

/** Digits and signs read as the letters they look like. */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
};
const SEPARATORS = /[\p{P}\p{S}\p{Z}\s]/gu;

/** The ways a nickname reads: its letters with look-alike digits as letters, and without its digits. */
function readings(nickname: string): string[] {
  const folded = nickname.normalize('NFKC').toLowerCase();
  const lookAlike = [...folded].map((char) => LOOK_ALIKE[char] ?? char).join('');
  return [lookAlike.replace(SEPARATORS, ''), folded.replace(SEPARATORS, '').replace(/\d+$/u, '')];
}

/** Whether the nickname reads as a reserved name or a staff role. */
export function isReservedNickname(nickname: string): boolean {
  return readings(nickname).some(
    (text) =>
      RESERVED.has(text) ||
      ROLE_WORDS.some((word) => text.includes(word)) ||
      ROLE_ENDS.some((word) => text.startsWith(word) || text.endsWith(word)),
  );
}

export const RESERVED_NICKNAME_MESSAGE = '暱稱不可使用「管理員」、「系統」、「助教」等代表站方的名稱';
