// 出題分析 (product §4.23): a course's exams in different years and by different professors, their questions
// tagged and confirmed; the course page opens the chart, whose table holds exactly the counts the database
// does, with 多年未考 where due, and choosing a professor changes them; at 1280 and 375 px, in both themes, axe clean.

import { type Fingerprint, routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, createCourse, uniqueName, uploadArchive } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInWithToken } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

type APIRequestContext = Parameters<typeof api>[0];

/** An exam of the course with `count` questions added by hand; their ids in order. */
async function examWithQuestions(
  request: APIRequestContext,
  token: string,
  exam: { courseId: number; professor: string; academicYear: number },
  count: number,
) {
  const archive = await uploadArchive(request, token, { ...exam, type: 'midterm', name: '期中考' });
  const aid = String(archive.id);
  for (let index = 0; index < count; index += 1)
    await api(request).output(
      routes.questions.addQuestion,
      { params: { aid }, body: { page: 1, top: (index + 1) / (count + 1), name: `第 ${index + 1} 題` } },
      { token },
    );
  const listed = await api(request).output(routes.questions.listQuestions, { params: { aid } }, { token });
  return { aid, questions: listed.questions.map((question) => String(question.id)) };
}

type Exam = Awaited<ReturnType<typeof examWithQuestions>>;

/** Each row of the chart's table: its header, then its cells. */
function tableRows(page: Page) {
  return page
    .getByRole('table', { name: /各主題每學年度的題數/ })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
}

/** The same rows from what the API answers, as the table writes them. */
function expectedRows(chart: Fingerprint) {
  const line = (label: string, row: Fingerprint['areas'][number]) => [
    label,
    ...row.counts.map(String),
    String(row.total),
    `${row.last_year} 學年度`,
    row.dormant ? '多年未考' : '否',
  ];
  return [
    ['主題', ...chart.years.map((year) => `${year.academic_year} 學年度`), '合計', '最近出題', '多年未考'],
    ...chart.areas.flatMap((area) => [
      line(`${area.topic.name_zh}（整個領域）`, area),
      ...area.topics.map((topic) =>
        line(`${area.topic.name_zh} › ${topic.topic.name_zh}`, { ...topic, topics: [] }),
      ),
    ]),
  ];
}

for (const [size, theme] of [
  ['1280', 'dark'],
  ['375', 'light'],
] as const) {
  test(`the course's 出題分析 shows the counts the database holds, by professor, at ${size} px in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    if (size === '375') await page.setViewportSize(PHONE);
    const stamp = `${size}${Date.now().toString(36)}`;
    const token = await adminToken(request);
    const course = await createCourse(request, token, { name: uniqueName('演算法'), category: 'general' });
    const topic = (body: { parent_id?: number; name_zh: string; name_en: string }) =>
      api(request).output(routes.topics.createTopic, { body }, { token });
    const area = await topic({ name_zh: `演算法設計${stamp}`, name_en: `Algorithm Design ${stamp}` });
    const sorting = await topic({ parent_id: area.id, name_zh: '排序', name_en: 'Sorting' });
    const graphs = await topic({ parent_id: area.id, name_zh: '圖論', name_en: 'Graphs' });

    const exam = (professor: string, academicYear: number, count: number) =>
      examWithQuestions(request, token, { courseId: course.id, professor, academicYear }, count);
    const zhang109 = await exam('張教授', 109, 2);
    const zhang112 = await exam('張教授', 112, 1);
    const li113 = await exam('李教授', 113, 2);
    const confirm = (of: Exam, index: number, tid: number) =>
      api(request).output(
        routes.topics.confirmQuestionTopic,
        { params: { aid: of.aid, qid: of.questions[index] ?? '', tid: String(tid) } },
        { token },
      );
    await confirm(zhang109, 0, sorting.id);
    await confirm(zhang109, 1, graphs.id);
    await confirm(zhang112, 0, sorting.id);
    await confirm(li113, 0, sorting.id);
    await confirm(li113, 1, sorting.id);

    await page.addInitScript(([key, scheme]) => localStorage.setItem(key, scheme), [
      storageKeys.themePreference,
      theme,
    ] as const);
    await signInWithToken(page, token);
    await page.goto(`/archive?course=${course.id}`);
    await page.getByRole('link', { name: `${course.name} 出題分析` }).click();
    await expect(page.getByRole('heading', { name: `出題分析：${course.name}` })).toBeVisible();
    await expect(page.getByRole('region', { name: '出題熱度圖' })).toBeVisible();

    // Every professor: 109, 112 and 113; 圖論 last asked in 109 is 多年未考 by 113.
    // Topics by the tree's order (zh-TW, by strokes): 排序 before 圖論.
    expect(await tableRows(page)).toEqual([
      ['主題', '109 學年度', '112 學年度', '113 學年度', '合計', '最近出題', '多年未考'],
      [`${area.name_zh}（整個領域）`, '2', '1', '2', '5', '113 學年度', '否'],
      [`${area.name_zh} › 排序`, '1', '1', '2', '4', '113 學年度', '否'],
      [`${area.name_zh} › 圖論`, '1', '0', '0', '1', '109 學年度', '多年未考'],
    ]);
    const fromApi = (professor?: string) =>
      api(request).output(
        routes.topics.courseFingerprint,
        { params: { id: String(course.id) }, query: professor ? { professor } : {} },
        { token },
      );
    expect(await tableRows(page)).toEqual(expectedRows(await fromApi()));
    await expect(page.getByRole('region', { name: '出題熱度圖' }).getByText('多年未考')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, `出題分析 at ${size} px in the ${theme} theme`);

    // 張教授 alone: 109 and 112; 圖論 three years before 112 is 多年未考.
    await page.getByRole('combobox', { name: '教授' }).selectOption('張教授');
    await expect(page).toHaveURL(/professor=/);
    await expect
      .poll(async () => (await tableRows(page))[0])
      .toEqual(['主題', '109 學年度', '112 學年度', '合計', '最近出題', '多年未考']);
    expect(await tableRows(page)).toEqual([
      ['主題', '109 學年度', '112 學年度', '合計', '最近出題', '多年未考'],
      [`${area.name_zh}（整個領域）`, '2', '1', '3', '112 學年度', '否'],
      [`${area.name_zh} › 排序`, '1', '1', '2', '112 學年度', '否'],
      [`${area.name_zh} › 圖論`, '1', '0', '1', '109 學年度', '多年未考'],
    ]);
    expect(await tableRows(page)).toEqual(expectedRows(await fromApi('張教授')));

    // 李教授 alone, shown as the table.
    await page.getByRole('combobox', { name: '教授' }).selectOption('李教授');
    // The segmented control's radio is drawn by its label.
    await page.getByText('以表格檢視', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '以表格檢視' })).toBeChecked();
    const region = page.getByRole('region', { name: '出題分析表格' });
    await expect(region.getByRole('table')).toBeVisible();
    await expect
      .poll(() => tableRows(page))
      .toEqual([
        ['主題', '113 學年度', '合計', '最近出題', '多年未考'],
        [`${area.name_zh}（整個領域）`, '2', '2', '113 學年度', '否'],
        [`${area.name_zh} › 排序`, '2', '2', '113 學年度', '否'],
      ]);
    await expectNoSeriousA11yViolations(page, `出題分析's table at ${size} px in the ${theme} theme`);
  });
}
