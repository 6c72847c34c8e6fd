import { describe, expect, it } from 'vitest';
import { RESERVED_NICKNAME_MESSAGE } from './nickname.ts';
import { nicknameSchema } from './user.ts';

const refusal = (nickname: string) => {
  const parsed = nicknameSchema.safeParse(nickname);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a nickname that passes for the staff', () => {
  it.each([
    'admin',
    'Administrator',
    'ＡＤＭＩＮ',
    'a d m i n',
    'Ad_Min',
    'adm1n',
    '4dm!n',
    'admin2',
    'admin_bob',
    'bob.admin',
    'r00t',
    'ROOT',
    'Moderator',
    'staff',
    'Staff 01',
    'sysadmin',
    '管理員',
    '管 理 員',
    '管理員小明',
    '系統管理員',
    '系統',
    '助教',
    '資結助教',
    '站長',
  ])('is refused: %s', (nickname) => {
    expect(refusal(nickname)).toBe(RESERVED_NICKNAME_MESSAGE);
  });

  it.each([
    '小明',
    'badminton',
    '作業系統',
    '系統程式',
    'rooster',
    'staffordshire',
    'Bob',
    'moddy',
    '管理學',
  ])('is not, when it only shares letters with one: %s', (nickname) => {
    expect(refusal(nickname)).toBeNull();
  });

  it('says so in zh-TW', () => {
    expect(RESERVED_NICKNAME_MESSAGE).toBe('暱稱不可使用「管理員」、「系統」、「助教」等代表站方的名稱');
  });
});
