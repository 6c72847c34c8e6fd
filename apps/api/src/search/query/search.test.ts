import { type ArchiveType, routes, type SearchQuery } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { archives, courses } from '../../db/schema.ts';
import { useTestApp } from '../../test-support/app.ts';
import { insertCourse, signedInUser } from '../../test-support/archives.ts';
import { savePages } from '../pages.ts';

const t = useTestApp();
let student: { token: string };
let admin: { token: string };
let algorithms: number;
let systems: number;

type Exam = { course: number; name: string; professor: string; year: number; type: ArchiveType };

/** An archive whose pages say `pages`, as if its text had been read. */
async function exam(values: Exam, ...pages: string[]): Promise<number> {
  const [row] = await t.db
    .insert(archives)
    .values({
      courseId: values.course,
      name: values.name,
      professor: values.professor,
      academicYear: values.year,
      archiveType: values.type,
      fileKey: `archives/search-${values.name}-${Math.random()}.pdf`,
      fileSize: 1,
    })
    .returning();
  if (!row) throw new Error('no archive');
  await savePages(
    t.db,
    row.id,
    pages.map((text, index) => ({ page: index + 1, text, source: 'text_layer', ocrStatus: 'not_needed' })),
  );
  return row.id;
}

const ask = (query: SearchQuery, token = student.token) =>
  t.client().call(routes.search.search, { query }, { token });
async function hits(query: SearchQuery) {
  const answer = await ask(query);
  if (!answer.ok) throw new Error(`search answered ${answer.status}: ${answer.body.detail}`);
  return answer.body;
}
const found = async (query: SearchQuery) =>
  (await hits(query)).items.map((hit) => `${hit.archive.name}#${hit.page}`);

let avl: number;
beforeAll(async () => {
  student = await signedInUser(t);
  admin = await signedInUser(t, { isAdmin: true });
  algorithms = (await insertCourse(t, { name: '演算法' })).id;
  systems = (await insertCourse(t, { name: '作業系統' })).id;
  const 林 = { course: algorithms, professor: '林教授' };
  avl = await exam(
    { ...林, name: 'A113期末', year: 113, type: 'final' },
    '第一題 請寫出快速排序的虛擬碼',
    '第二題 請說明 AVL 樹的旋轉，並分析時間複雜度 O(n log n)',
  );
  await exam(
    { ...林, name: 'A112期中', year: 112, type: 'midterm' },
    '旋轉 一次：說明 AVL 的單旋轉與雙旋轉。旋轉後樹高',
  );
  await exam({ ...林, name: 'A110小考', year: 110, type: 'quiz' }, '旋轉門與 紅黑樹');
  await exam(
    { course: systems, professor: '陳教授', name: 'S113期中', year: 113, type: 'midterm' },
    'ＴＬＢ miss 發生時，作業系統如何處理？ Page fault 與快取的關係',
  );
});

describe('GET /search', () => {
  test('finds Chinese phrases, English words, mixed text and full-width forms, any case', async () => {
    expect(await found({ q: '樹的旋轉' })).toEqual(['A113期末#2']);
    expect(await found({ q: 'tlb' })).toEqual(['S113期中#1']); // written ＴＬＢ, full-width
    expect(await found({ q: 'AVL' })).toEqual(expect.arrayContaining(['A113期末#2', 'A112期中#1']));
    expect(await found({ q: 'ＡＶＬ 樹的旋轉' })).toEqual(['A113期末#2']);
    expect(await found({ q: 'O(n log n)' })).toEqual(['A113期末#2']);
    expect(await found({ q: '快速排序' })).toEqual(['A113期末#1']);
    expect(await found({ q: 'page FAULT' })).toEqual(['S113期中#1']);
  });

  test('gives each hit its archive, course and page, and a snippet with the matches marked', async () => {
    const [hit] = (await hits({ q: 'avl 旋轉', course_id: algorithms, type: 'final' })).items;
    expect(hit?.archive).toEqual({
      id: avl,
      name: 'A113期末',
      professor: '林教授',
      academic_year: 113,
      archive_type: 'final',
      course_id: algorithms,
      course_name: '演算法',
    });
    expect(hit?.page).toBe(2);
    const snippet = hit?.snippet ?? { text: '', matches: [] };
    expect(snippet.matches.map((m) => snippet.text.slice(m.start, m.end))).toEqual(['AVL', '旋轉']);
  });

  test('ranks the page with more and closer matches first', async () => {
    const course = (await insertCourse(t)).id;
    const filler = '其他題目的敘述。'.repeat(30);
    const ranked = { course, professor: '排名教授', year: 111, type: 'final' } as const;
    // Each page is stored before the one it should outrank: the newer archive would come first on a tie.
    await exam({ ...ranked, name: '三次' }, `堆積 ${filler} 堆積 ${filler} 堆積`);
    await exam({ ...ranked, name: '一次' }, `堆積 ${filler}`);
    expect(await found({ q: '堆積', course_id: course })).toEqual(['三次#1', '一次#1']);
    await exam({ ...ranked, name: '相鄰' }, `${filler} heap 排序 ${filler}`);
    await exam({ ...ranked, name: '相隔' }, `heap ${filler} 排序`);
    expect(await found({ q: 'heap 排序', course_id: course })).toEqual(['相鄰#1', '相隔#1']);
  });

  test('ranks a word found on more than 300 pages among its 300 newest, and pages no further', async () => {
    const ranked = 300; // product §4.9
    const course = (await insertCourse(t)).id;
    // The oldest page says it three times: it would come first if every match were ranked.
    const pages = Array.from({ length: ranked + 1 }, (_, i) => (i === ranked ? '佇列 佇列 佇列' : '佇列'));
    await exam({ course, professor: '許教授', name: '很多頁', year: 113, type: 'other' }, ...pages);
    expect(await found({ q: '佇列', course_id: course, limit: 2 })).toEqual(['很多頁#1', '很多頁#2']);
    const last = await hits({ q: '佇列', course_id: course, cursor: String(ranked - 1) });
    expect(last.items.map((hit) => hit.page)).toEqual([ranked]);
    expect(last.next_cursor).toBeNull();
  });

  test('narrows by course, professor, year range and type', async () => {
    expect(await found({ q: '旋轉', professor: '陳教授' })).toEqual([]);
    expect(await found({ q: '旋轉', year_from: 112, year_to: 112 })).toEqual(['A112期中#1']);
    expect(await found({ q: '旋轉', year_from: 111 })).toEqual(
      expect.arrayContaining(['A113期末#2', 'A112期中#1']),
    );
    expect(await found({ q: '旋轉', year_to: 110 })).toEqual(['A110小考#1']);
    expect(await found({ q: '旋轉', type: 'quiz' })).toEqual(['A110小考#1']);
    expect(await found({ q: '處理', course_id: algorithms })).toEqual([]);
    expect(await found({ q: '處理', course_id: systems })).toEqual(['S113期中#1']);
  });

  test('pages through the hits without repeating or losing one', async () => {
    const all = await found({ q: '旋轉', course_id: algorithms });
    const first = await hits({ q: '旋轉', course_id: algorithms, limit: 2 });
    expect(first.next_cursor).toBe('2');
    const second = await hits({
      q: '旋轉',
      course_id: algorithms,
      limit: 2,
      cursor: first.next_cursor ?? '',
    });
    expect(second.next_cursor).toBeNull();
    const paged = [...first.items, ...second.items].map((hit) => `${hit.archive.name}#${hit.page}`);
    expect(paged).toEqual(all);
  });

  test('never shows an archive in the trash or in a deleted course', async () => {
    const course = (await insertCourse(t, { name: '暫時的課' })).id;
    const id = await exam(
      { course, professor: '王教授', name: '將刪除', year: 113, type: 'final' },
      '霍夫曼編碼',
    );
    expect(await found({ q: '霍夫曼' })).toEqual(['將刪除#1']);
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, id));
    expect(await found({ q: '霍夫曼' })).toEqual([]);
    await t.db.update(archives).set({ deletedAt: null }).where(eq(archives.id, id));
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, course));
    expect(await found({ q: '霍夫曼' })).toEqual([]);
  });

  test('sees a page read again at the very next search, on this server and, once told, on another', async () => {
    const course = (await insertCourse(t)).id;
    const id = await exam(
      { course, professor: '周教授', name: '重讀', year: 112, type: 'quiz' },
      '布隆過濾器',
    );
    const there = await t.replica();
    const foundThere = async (query: SearchQuery) =>
      (await there.output(routes.search.search, { query }, { token: student.token })).items.map(
        (hit) => `${hit.archive.name}#${hit.page}`,
      );
    // Asked twice on each server: the second answer is the one kept in memory.
    for (let i = 0; i < 2; i += 1) {
      expect(await found({ q: '布隆', course_id: course })).toEqual(['重讀#1']);
      expect(await foundThere({ q: '布隆', course_id: course })).toEqual(['重讀#1']);
    }
    await savePages(t.db, id, [{ page: 1, text: '伸展樹', source: 'ocr', ocrStatus: 'done' }]);
    expect(await found({ q: '布隆', course_id: course })).toEqual([]);
    expect(await found({ q: '伸展', course_id: course })).toEqual(['重讀#1']);
    // On PostgreSQL the other server hears of it when the database delivers the announcement.
    await expect.poll(() => foundThere({ q: '布隆', course_id: course })).toEqual([]);
  });

  test('refuses, in Chinese and changing nothing, what cannot be searched', async () => {
    for (const [q, message] of [
      ['', '請輸入要搜尋的文字'],
      ['   ', '請輸入要搜尋的文字'],
      ['字'.repeat(201), '搜尋內容最多 200 個字'],
      ['？！…，。', '搜尋內容需包含文字或數字，不能只有標點符號'],
    ] as const) {
      const answer = await ask({ q });
      expect(answer.status, q).toBe(400);
      if (!answer.ok) expect(answer.body.detail).toContain(message);
    }
    const backwards = await ask({ q: '旋轉', year_from: 113, year_to: 110 });
    expect(backwards.status).toBe(400);
    if (!backwards.ok) expect(backwards.body.detail).toContain('起始學年度不可晚於結束學年度');
  });

  test('answers signed-in users only', async () => {
    const answer = await t.client().call(routes.search.search, { query: { q: '旋轉' } });
    expect(answer.status).toBe(401);
  });
});

describe('GET /admin/search/status', () => {
  test('counts the pages by how far their text has come, for administrators only', async () => {
    const course = (await insertCourse(t)).id;
    const scanned = await exam({ course, professor: '李教授', name: '掃描', year: 111, type: 'quiz' }, 'x');
    await savePages(t.db, scanned, [
      { page: 1, text: '', source: 'text_layer', ocrStatus: 'waiting' },
      { page: 2, text: '', source: 'text_layer', ocrStatus: 'failed' },
    ]);
    const answer = await t.client().output(routes.search.searchStatus, {}, { token: admin.token });
    expect(answer.pages_waiting_ocr).toBeGreaterThanOrEqual(1);
    expect(answer.pages_ocr_failed).toBeGreaterThanOrEqual(1);
    expect(answer.pages_indexed).toBeGreaterThanOrEqual(6);
    expect(answer.ocr_available).toBe(false);
    const refused = await t.client().call(routes.search.searchStatus, {}, { token: student.token });
    expect(refused.status).toBe(403);
  });
});
