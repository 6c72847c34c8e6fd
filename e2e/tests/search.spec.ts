import { API_PREFIX, routes } from '@pastexam/api-contract';
import { api } from '../support/api.ts';
import { adminToken, chineseTextPdf, courseWithArchive } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  expectFound,
  markedTexts,
  photographedExam,
  searchFor,
  searchIds,
  splitWordPdf,
} from '../support/search.ts';
import { signInAsAdminOnCourse } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

// Words no other spec's exams hold, so every hit below is this spec's own.
const tag = () => Math.random().toString(36).slice(2, 8);

test('an uploaded exam is found by a Chinese phrase and an English word within seconds, opens at the page that matched, and is gone once deleted', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const word = `Dijkstra${tag()}`;
  const { course, archive } = await courseWithArchive(request, token, {
    name: '期末考',
    pdf: chineseTextPdf('第一題 請寫出快速排序', `第二題 請說明 AVL 樹的旋轉 ${word}`),
  });
  await expectFound(request, token, 'AVL 樹的旋轉', archive.id);
  await expectFound(request, token, word, archive.id);

  await signInAsAdminOnCourse(page, course.id);
  await searchFor(page, word.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toUpperCase()}`));
  const results = page.getByRole('region', { name: '搜尋結果' });
  const hit = results.getByRole('button', { name: /期末考.*第 2 頁/ });
  await expect(hit).toHaveCount(1);
  await expect(results.getByRole('heading', { name: course.name })).toBeVisible();
  await expect(hit.locator('mark')).toHaveText(word);
  await expectNoSeriousA11yViolations(page, 'search results');

  // The search survives a reload, from the address alone.
  await page.reload();
  await expect(hit).toHaveCount(1);

  await hit.click();
  const preview = page.getByRole('dialog', { name: '期末考' });
  await expect(preview.getByRole('textbox', { name: '頁碼（共 2 頁）' })).toHaveValue('2');
  await expect(preview.getByRole('img', { name: '第 2 頁' })).toBeInViewport();
  // The query's words are marked on the page's text layer (the CSS Custom Highlight API).
  await expect
    .poll(() => page.evaluate(() => [...(CSS.highlights.get('search-match') ?? [])].map(String).join('')))
    .toContain(word);
  await preview.getByRole('button', { name: '關閉預覽' }).click();

  const params = { cid: String(course.id), aid: String(archive.id) };
  const deleted = await api(request).call(routes.archives.deleteArchive, { params }, { token });
  expect(deleted.status).toBe(200);
  expect(await searchIds(request, token, word)).toEqual([]);
  await searchFor(page, `${word} AVL`);
  await expect(results.getByText('找不到符合的內容')).toBeVisible();
});

test('a word the page’s text holds in two pieces is marked exactly, and a query of only punctuation asks nothing', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const word = `zebracorn${tag()}`;
  const { course, archive } = await courseWithArchive(request, token, {
    name: '隨堂考',
    pdf: splitWordPdf(word, 3),
  });
  await expectFound(request, token, word, archive.id);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === `${API_PREFIX}${routes.search.search.path}`)
      asked.push(url.searchParams.get('q') ?? '');
  });
  await signInAsAdminOnCourse(page, course.id);

  await searchFor(page, '!!!');
  const box = page.getByRole('searchbox', { name: '搜尋考古題內容' });
  await expect(box).toHaveAccessibleDescription('請輸入要搜尋的文字');
  await expectNoSeriousA11yViolations(page, 'a query of only punctuation');

  await searchFor(page, word);
  const hit = page.getByRole('region', { name: '搜尋結果' }).getByRole('button', { name: /隨堂考.*第 1 頁/ });
  await hit.click();
  const preview = page.getByRole('dialog', { name: '隨堂考' });
  await expect(preview.getByRole('img', { name: '第 1 頁' })).toBeVisible();
  // `zeb` and the rest of the word are separate pieces of the text layer: each is marked, and nothing else.
  await expect.poll(() => markedTexts(page)).toEqual([word.slice(0, 3), word.slice(3)]);
  expect(asked).toContain(word);
  expect(asked).not.toContain('!!!');
});

test('a scanned exam is found by a word that is only in its image once OCR has read it', async ({
  page,
  request,
  browser,
}) => {
  const token = await adminToken(request);
  // A real word: OCR reads it reliably, where a made-up one could come out with one letter misread.
  const word = 'Fibonacci';
  const { course, archive: scan } = await courseWithArchive(request, token, {
    name: '掃描小考',
    pdf: await photographedExam(browser, ['Quiz 3', `Explain the ${word} heap.`]),
  });
  // OCR takes seconds a page, more on a busy machine.
  await expectFound(request, token, word, scan.id, 120_000);

  await signInAsAdminOnCourse(page, course.id);
  await searchFor(page, word);
  const hit = page
    .getByRole('region', { name: '搜尋結果' })
    .getByRole('button', { name: /掃描小考.*第 1 頁/ });
  await expect(hit).toHaveCount(1);

  // The admin's 全文搜尋 tab counts what has been read, and says this server reads scans.
  await page.goto('/admin');
  await page.getByRole('tab', { name: '全文搜尋' }).click();
  const panel = page.getByRole('tabpanel', { name: '全文搜尋' });
  await expect(panel.getByText('可搜尋的頁數')).toBeVisible();
  await expect(panel.getByText('這台伺服器未安裝文字辨識（OCR）')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '全文搜尋 tab');
});
