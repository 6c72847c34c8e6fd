import { errorCatalogue, routes, XSRF_COOKIE, XSRF_HEADER } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';

const t = useTestApp();

let counter = 0;
/** A nickname no other test of this file uses, in `case` letters: `Nick3a`, `NICK3A`. */
const freshNickname = () => `Nick${++counter}a`;

const setNickname = (token: string, nickname: string | null) =>
  t.client().call(routes.users.updateMe, { body: { nickname } }, { token });
const me = (token: string) => t.client().output(routes.users.me, {}, { token });
const storedNickname = async (id: number) =>
  (await t.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, id)))[0]?.nickname;

/** The 400 a nickname is refused with: its zh-TW detail, with the stored nickname left as it was. */
async function refusedDetail(student: { id: number; token: string }, nickname: string) {
  const before = await storedNickname(student.id);
  const answer = await setNickname(student.token, nickname);
  expect(answer.status).toBe(400);
  if (answer.ok) throw new Error('a refused nickname was saved');
  expect(answer.body.code).toBe('invalid_input');
  expect(await storedNickname(student.id)).toBe(before);
  return answer.body.detail;
}

describe('PATCH /users/me: the nickname', () => {
  it('is set, shown by GET /users/me and the user list, and cleared with null or an empty text', async () => {
    const student = await signedInUser(t);
    expect((await me(student.token)).nickname).toBeNull();
    const nickname = freshNickname();
    const saved = await setNickname(student.token, nickname);
    expect(saved).toMatchObject({ status: 200, body: { id: student.id, nickname } });
    expect((await me(student.token)).nickname).toBe(nickname);
    const admin = await signedInUser(t, { isAdmin: true });
    const list = await t.client().output(routes.users.listUsers, {}, { token: admin.token });
    expect(list.find((user) => user.id === student.id)?.nickname).toBe(nickname);

    expect(await setNickname(student.token, null)).toMatchObject({ status: 200, body: { nickname: null } });
    expect((await me(student.token)).nickname).toBeNull();
    await setNickname(student.token, nickname);
    expect(await setNickname(student.token, '   ')).toMatchObject({ status: 200, body: { nickname: null } });
    expect(await storedNickname(student.id)).toBeNull();
  });

  it('is kept trimmed and in NFKC, so full-width letters are the usual ones', async () => {
    const student = await signedInUser(t);
    const answer = await setNickname(student.token, '　ＡＢＣ小明１２３ ');
    expect(answer).toMatchObject({ status: 200, body: { nickname: 'ABC小明123' } });
  });

  it('is at most 15 characters after trimming, an emoji counting as one', async () => {
    const student = await signedInUser(t);
    const longest = '考'.repeat(15);
    expect(await setNickname(student.token, `  ${longest}  `)).toMatchObject({ body: { nickname: longest } });
    expect(await refusedDetail(student, '考'.repeat(16))).toBe('暱稱最多 15 個字');
    const emoji = '🙂'.repeat(15);
    expect(await setNickname(student.token, emoji)).toMatchObject({ status: 200, body: { nickname: emoji } });
    expect(await refusedDetail(student, '🙂'.repeat(16))).toBe('暱稱最多 15 個字');
  });

  it('refuses control characters and characters that draw nothing or turn the text around', async () => {
    const student = await signedInUser(t);
    await setNickname(student.token, freshNickname());
    for (const control of ['a\u0007b', 'a\nb', 'a\u0000b', 'a\u009fb']) {
      expect(await refusedDetail(student, control)).toBe('暱稱不可包含控制字元');
    }
    for (const invisible of ['a\u200bb', 'admin\u202e', 'a\u2028b', 'a\ufeffb', 'a\ud800']) {
      expect(await refusedDetail(student, invisible)).toBe('暱稱不可包含無效的字元');
    }
    // Emoji made of several joined with a zero-width joiner are one picture, and welcome.
    const family = '👨\u200d👩\u200d👧';
    expect(await setNickname(student.token, family)).toMatchObject({ body: { nickname: family } });
  });

  it('refuses a body without a nickname, or with one that is not text', async () => {
    const student = await signedInUser(t);
    const headers = {
      authorization: `Bearer ${student.token}`,
      'content-type': 'application/json',
      cookie: `${XSRF_COOKIE}=pair`,
      [XSRF_HEADER]: 'pair',
    };
    for (const body of ['{}', '{"nickname":42}', '{"nickname":["小明"]}', '"小明"']) {
      const answer = await t.client().request('PATCH', '/api/users/me', { headers, body });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'invalid_input' });
    }
  });
});

describe('PATCH /users/me: nobody else’s nickname', () => {
  it('refuses one another account holds, in any letter case or width, with the zh-TW message', async () => {
    const [holder, other] = [await signedInUser(t), await signedInUser(t)];
    const nickname = freshNickname();
    await setNickname(holder.token, nickname);
    for (const taken of [nickname, nickname.toUpperCase(), nickname.toLowerCase(), ` ${nickname} `]) {
      expect(await setNickname(other.token, taken)).toMatchObject({
        status: 409,
        body: { code: 'duplicate_nickname', detail: errorCatalogue.duplicate_nickname.message },
      });
    }
    const fullWidth = [...nickname.toUpperCase()]
      .map((char) => String.fromCodePoint((char.codePointAt(0) ?? 0) + 0xfee0))
      .join('');
    expect(await setNickname(other.token, fullWidth)).toMatchObject({ status: 409 });
    expect(await storedNickname(other.id)).toBeNull();
    expect(errorCatalogue.duplicate_nickname.message).toBe('此暱稱已有人使用，請換一個');
  });

  it('lets the holder change the letter case of their own, and frees it once they clear it', async () => {
    const [holder, other] = [await signedInUser(t), await signedInUser(t)];
    const nickname = freshNickname();
    await setNickname(holder.token, nickname);
    expect(await setNickname(holder.token, nickname.toUpperCase())).toMatchObject({ status: 200 });
    await setNickname(holder.token, null);
    expect(await setNickname(other.token, nickname)).toMatchObject({ status: 200, body: { nickname } });
  });

  it('gives one nickname to one of two people asking for it at the same moment', async () => {
    const [first, second] = [await signedInUser(t), await signedInUser(t)];
    const nickname = freshNickname();
    const answers = await Promise.all([
      setNickname(first.token, nickname),
      setNickname(second.token, nickname.toUpperCase()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('PATCH /users/me: nobody passes for somebody else', () => {
  it('refuses another account’s login name, in any letter case or width; one’s own name is fine', async () => {
    const [holder, other] = [await t.createUser(), await signedInUser(t)];
    const name = holder.user.name;
    const fullWidth = [...name.toUpperCase()]
      .map((char) => (/[!-~]/.test(char) ? String.fromCodePoint((char.codePointAt(0) ?? 0) + 0xfee0) : char))
      .join('');
    for (const taken of [name, name.toUpperCase(), fullWidth]) {
      expect(await setNickname(other.token, taken)).toMatchObject({
        status: 409,
        body: { code: 'duplicate_nickname', detail: '此暱稱與其他使用者的帳號名稱相同，請換一個' },
      });
    }
    expect(await storedNickname(other.id)).toBeNull();
    const own = await t.createUser();
    const token = await t.signIn(own.user, own.password);
    expect(await setNickname(token, own.user.name.toUpperCase())).toMatchObject({ status: 200 });
  });

  it('refuses names that pass for the staff, in the user’s words', async () => {
    const student = await signedInUser(t);
    for (const reserved of [
      'admin',
      'ＡＤＭＩＮ',
      'Adm1n',
      '管理員',
      '系統',
      '助教',
      'root',
      'moderator',
      'staff',
    ]) {
      expect(await refusedDetail(student, reserved)).toBe(
        '暱稱不可使用「管理員」、「系統」、「助教」等代表站方的名稱',
      );
    }
  });
});

describe('PATCH /users/me: who may', () => {
  it('refuses a guest, and changes only the caller’s own account', async () => {
    expect(
      await t.client().call(routes.users.updateMe, { body: { nickname: freshNickname() } }),
    ).toMatchObject({
      status: 401,
      body: { code: 'unauthorized' },
    });
    const [student, bystander] = [await signedInUser(t), await signedInUser(t)];
    await setNickname(student.token, freshNickname());
    expect(await storedNickname(bystander.id)).toBeNull();
  });

  it('lets a single sign-on account choose one too', async () => {
    const { user, token } = await t.ssoUser();
    const nickname = freshNickname();
    expect(await setNickname(token, nickname)).toMatchObject({
      status: 200,
      body: { id: user.id, nickname, auth_provider: 'oidc' },
    });
  });

  it('is shown at once by another replica, whose sessions cache hears of the change', async () => {
    const student = await signedInUser(t);
    const replica = await t.replica();
    expect((await replica.output(routes.users.me, {}, { token: student.token })).nickname).toBeNull();
    const nickname = freshNickname();
    await setNickname(student.token, nickname);
    await expect
      .poll(async () => (await replica.output(routes.users.me, {}, { token: student.token })).nickname)
      .toBe(nickname);
  });
});
