// The discussion beside each archive (product §4.10): who may read, post and delete, what a message may be,
// how deleting leaves the message in its place, and the message counts of the archive list.
import { routes } from '@pastexam/api-contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveMessages, archives, auditLog, courses, users } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, listArchives, signedInUser } from '../test-support/archives.ts';
import { discussedArchive, post, posted } from '../test-support/discussion.ts';

const t = useTestApp();
let admin: { id: number; token: string };
beforeAll(async () => {
  admin = await signedInUser(t, { isAdmin: true });
});
/** Users of one test's own: the rate limit counts each user's posts. */
const people = async () => ({ author: await signedInUser(t), reader: await signedInUser(t) });
/** Those users and a new archive for them to discuss. */
const scene = async () => ({ ...(await people()), ...(await discussedArchive(t)) });

const { listMessages, postMessage, deleteMessage, messageStreamTicket } = routes.discussion;
const list = (aid: string, token: string, before?: number) =>
  t
    .client()
    .call(listMessages, { params: { aid }, query: before === undefined ? {} : { before } }, { token });
const remove = (aid: string, mid: number, token: string) =>
  t.client().call(deleteMessage, { params: { aid, mid: String(mid) } }, { token });
const nameOf = async (id: number) =>
  (await t.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;

describe('reading and posting', () => {
  it('lets a signed-in user post, and every user read it, by nickname or else login name', async () => {
    const { author, reader, aid, id } = await scene();
    await t.db
      .update(users)
      .set({ nickname: `暱稱${author.id}` })
      .where(eq(users.id, author.id));
    const first = await post(t, aid, author.token, '  第三題 (b) 的答案是不是錯了？\n我算出 42  ');
    expect(first).toMatchObject({ status: 201, body: { archive_id: id, deleted_at: null } });
    expect(first.ok && first.body.body).toBe('第三題 (b) 的答案是不是錯了？\n我算出 42');
    expect(first.ok && first.body.author).toEqual({
      id: author.id,
      name: `暱稱${author.id}`,
      is_admin: false,
    });
    await posted(t, aid, reader.token, '應該是 41');

    const page = await list(aid, admin.token);
    expect(page.status).toBe(200);
    if (!page.ok) return;
    expect(page.body.messages.map((message) => message.body)).toEqual([
      '應該是 41',
      '第三題 (b) 的答案是不是錯了？\n我算出 42',
    ]);
    expect(page.body.messages[0]?.author).toEqual({
      id: reader.id,
      name: await nameOf(reader.id),
      is_admin: false,
    });
    expect(page.body).toMatchObject({ has_more: false, stream_cursor: expect.stringMatching(/^\d+$/) });
  });

  it('says with each message whether its author is an administrator, as they are now', async () => {
    const { author, aid } = await scene();
    const said = await posted(t, aid, admin.token, '期末考範圍已更新');
    expect(said.author).toEqual({ id: admin.id, name: await nameOf(admin.id), is_admin: true });
    await posted(t, aid, author.token, '收到');
    const authors = async () => {
      const page = await list(aid, author.token);
      return page.ok ? page.body.messages.map((message) => message.author?.is_admin) : [];
    };
    expect(await authors()).toEqual([false, true]);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, author.id));
    expect(await authors()).toEqual([true, true]);
  });

  it('keeps text as it was written: markup stays text for the reader to see', async () => {
    const { author, aid } = await scene();
    const text = '<img src=x onerror=alert(1)> [連結](javascript:alert(1)) https://example.edu/a?b=1';
    expect((await posted(t, aid, author.token, text)).body).toBe(text);
  });

  it('refuses guests everything but the stream, which needs a ticket', async () => {
    const { aid } = await discussedArchive(t);
    const guest = t.client();
    expect((await guest.call(listMessages, { params: { aid }, query: {} })).status).toBe(401);
    expect((await guest.call(postMessage, { params: { aid }, body: { body: '嗨' } })).status).toBe(401);
    expect((await guest.call(messageStreamTicket, { params: { aid } })).status).toBe(401);
    expect((await guest.call(deleteMessage, { params: { aid, mid: '1' } })).status).toBe(401);
  });

  it('answers 404 for an archive that does not exist, is in the trash, or whose course was deleted', async () => {
    const { author } = await people();
    const course = await insertCourse(t);
    const trashed = await insertArchive(t, { courseId: course.id, deletedAt: new Date() });
    const orphaned = await discussedArchive(t);
    const [row] = await t.db.select().from(archives).where(eq(archives.id, orphaned.id));
    await t.db
      .update(courses)
      .set({ deletedAt: new Date() })
      .where(eq(courses.id, row?.courseId ?? 0));
    for (const aid of ['2147483647', String(trashed.id), orphaned.aid]) {
      const notFound = { status: 404, code: 'archive_not_found', detail: '找不到此考古題' };
      expect(await t.client().refusal(listMessages, { params: { aid }, query: {} }, author)).toEqual(
        notFound,
      );
      expect(
        await t.client().refusal(postMessage, { params: { aid }, body: { body: '嗨' } }, author),
      ).toEqual(notFound);
      expect(await t.client().refusal(messageStreamTicket, { params: { aid } }, author)).toEqual(notFound);
    }
  });
});

describe('what a message may be', () => {
  it.each([
    ['nothing', '', '請輸入留言內容'],
    ['only spaces and line breaks', ' \n\t ', '請輸入留言內容'],
    ['501 characters', 'あ'.repeat(501), '留言最多 500 個字'],
    ['a control character', '第一行\u0007', '留言不可包含控制字元'],
    ['a lone surrogate', 'x\ud800', '留言不可包含無效的字元'],
  ])('refuses %s with a zh-TW reason, and stores nothing', async (_, body, reason) => {
    const { author, aid, id } = await scene();
    const refused = await t.client().refusal(postMessage, { params: { aid }, body: { body } }, author);
    expect(refused).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(refused.detail).toContain(reason);
    expect(await t.db.select().from(archiveMessages).where(eq(archiveMessages.archiveId, id))).toEqual([]);
  });

  it('takes 500 characters, counting an emoji as one, and 500 once trimmed', async () => {
    const { author, reader, aid } = await scene();
    expect((await post(t, aid, author.token, '😀'.repeat(500))).status).toBe(201);
    expect((await post(t, aid, reader.token, `  ${'字'.repeat(500)}  `)).status).toBe(201);
  });

  it('refuses a body that is not text, and a message id that is not one', async () => {
    const { author, aid } = await scene();
    const typed = await t
      .client()
      .refusal(postMessage, { params: { aid }, body: { body: 42 as never } }, author);
    expect(typed).toMatchObject({ status: 400, code: 'invalid_input' });
    expect((await remove(aid, 0, author.token)).status).toBe(400);
  });
});

describe('deleting', () => {
  it('lets the author delete their message: it stays in its place without text or author', async () => {
    const { author, reader, aid } = await scene();
    const before = await posted(t, aid, author.token, '先問一下');
    const target = await posted(t, aid, author.token, '打錯了');
    const after = await posted(t, aid, reader.token, '沒關係');
    const deleted = await remove(aid, target.id, author.token);
    expect(deleted).toMatchObject({
      status: 200,
      body: { id: target.id, body: '', author: null, deleted_at: expect.any(String) },
    });
    const page = await list(aid, reader.token);
    expect(page.ok && page.body.messages.map((message) => [message.id, message.body])).toEqual([
      [after.id, '沒關係'],
      [target.id, ''],
      [before.id, '先問一下'],
    ]);
    const [row] = await t.db.select().from(archiveMessages).where(eq(archiveMessages.id, target.id));
    expect(row).toMatchObject({ body: '', deletedBy: author.id, authorId: author.id });
  });

  it('lets an administrator delete anyone’s message, and records it in the audit log', async () => {
    const { author, aid } = await scene();
    const target = await posted(t, aid, author.token, '這題的解答在這裡：違規內容');
    expect((await remove(aid, target.id, admin.token)).status).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.delete'), eq(auditLog.targetId, String(target.id))));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'message',
      targetName: '這題的解答在這裡：違規內容',
      before: { body: '這題的解答在這裡：違規內容', archive_id: target.archive_id },
      after: null,
    });
  });

  it('refuses another user, and changes nothing', async () => {
    const { author, reader, aid } = await scene();
    const target = await posted(t, aid, author.token, '我的留言');
    expect(
      await t.client().refusal(deleteMessage, { params: { aid, mid: String(target.id) } }, reader),
    ).toEqual({
      status: 403,
      code: 'not_message_author',
      detail: '只有管理員或留言者可以刪除此留言',
    });
    const page = await list(aid, reader.token);
    expect(page.ok && page.body.messages[0]).toMatchObject({
      id: target.id,
      body: '我的留言',
      deleted_at: null,
    });
  });

  it('answers 404 for a message of another archive or none, and the message as it is when deleted again', async () => {
    const { author } = await people();
    const one = await discussedArchive(t);
    const other = await discussedArchive(t);
    const target = await posted(t, one.aid, author.token, '一則留言');
    const notFound = { status: 404, code: 'message_not_found', detail: '找不到此留言' };
    const mid = String(target.id);
    expect(await t.client().refusal(deleteMessage, { params: { aid: other.aid, mid } }, admin)).toEqual(
      notFound,
    );
    expect(
      await t.client().refusal(deleteMessage, { params: { aid: one.aid, mid: '2147483647' } }, admin),
    ).toEqual(notFound);
    const first = await remove(one.aid, target.id, author.token);
    const again = await remove(one.aid, target.id, author.token);
    expect(again).toEqual(first);
  });

  it('keeps a message whose author’s account is deleted, shown without a name', async () => {
    const { reader, aid } = await scene();
    const gone = await signedInUser(t);
    const target = await posted(t, aid, gone.token, '我要畢業了');
    await t.db.delete(users).where(eq(users.id, gone.id));
    const page = await list(aid, reader.token);
    expect(page.ok && page.body.messages[0]).toMatchObject({
      id: target.id,
      body: '我要畢業了',
      author: null,
    });
    // Only an administrator may delete it now.
    expect((await remove(aid, target.id, reader.token)).status).toBe(403);
    expect((await remove(aid, target.id, admin.token)).status).toBe(200);
  });
});

describe('pages', () => {
  it('gives the newest 50, then earlier ones by `before`, each once', async () => {
    const { author, reader, aid, id } = await scene();
    await t.db
      .insert(archiveMessages)
      .values(
        Array.from({ length: 120 }, (_, n) => ({ archiveId: id, authorId: author.id, body: `第 ${n} 則` })),
      );
    const seen: string[] = [];
    let before: number | undefined;
    const pages: boolean[] = [];
    for (;;) {
      const page = await list(aid, reader.token, before);
      if (!page.ok) throw new Error(`the list answered ${page.status}`);
      seen.push(...page.body.messages.map((message) => message.body));
      pages.push(page.body.has_more);
      if (!page.body.has_more) break;
      before = page.body.messages.at(-1)?.id;
    }
    expect(pages).toEqual([true, true, false]);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, n) => `第 ${119 - n} 則`));
  });
});

describe('the archive list', () => {
  it('shows each archive’s count of messages, deleted ones left out', async () => {
    const { author, reader } = await people();
    const course = await insertCourse(t);
    const [busy, quiet] = [
      await insertArchive(t, { courseId: course.id }),
      await insertArchive(t, { courseId: course.id }),
    ];
    const aid = String(busy.id);
    await posted(t, aid, author.token, '一');
    await posted(t, aid, reader.token, '二');
    const third = await posted(t, aid, reader.token, '三');
    await remove(aid, third.id, reader.token);
    const listed = await listArchives(t, course.id, reader.token);
    const counts = Object.fromEntries(listed.map((archive) => [archive.id, archive.message_count]));
    expect(counts).toEqual({ [busy.id]: 2, [quiet.id]: 0 });
  });
});
