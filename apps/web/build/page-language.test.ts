import { describe, expect, it } from 'vitest';
import { pageInLanguage } from './page-language.ts';

const indexHtml = `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <meta name="description" content="資訊系考古題系統：依課程瀏覽。" />
    <title>考古題系統</title>
  </head>
  <body><div class="first-view-skeleton"><span class="skeleton-title">考古題系統</span>
    <div class="skeleton-overview-title">考古題</div><p class="skeleton-overview-hint">從課程列表選擇一門課程。</p>
  </div></body>
</html>`;

describe('index.html in a language', () => {
  it('keeps the zh-TW page exactly as written when given its own words', () => {
    const words = {
      title: '考古題系統',
      description: '資訊系考古題系統：依課程瀏覽。',
      overviewTitle: '考古題',
      overviewHint: '從課程列表選擇一門課程。',
    };
    expect(pageInLanguage(indexHtml, 'zh-TW', words)).toBe(indexHtml);
  });

  it('gives the English page its lang, its markup’s language, title, description and skeletons’ words', () => {
    const page = pageInLanguage(indexHtml, 'en', {
      title: 'Past Exam Archive',
      description: 'Browse "past" exams & more',
      overviewTitle: 'Past exams',
      overviewHint: 'Choose a course <from> the list.',
    });
    expect(page).toContain('<html lang="en" data-landing-locale="en">');
    expect(page).toContain('<title>Past Exam Archive</title>');
    expect(page).toContain('<meta name="description" content="Browse &quot;past&quot; exams &amp; more" />');
    expect(page).toContain('<span class="skeleton-title">Past Exam Archive</span>');
    expect(page).toContain('<div class="skeleton-overview-title">Past exams</div>');
    expect(page).toContain('<p class="skeleton-overview-hint">Choose a course &lt;from&gt; the list.</p>');
    expect(page).not.toMatch(/\p{Script=Han}/u);
  });

  it('refuses an index.html that lost a part it fills', () => {
    expect(() =>
      pageInLanguage(indexHtml.replace(/<title>.*<\/title>/, ''), 'en', {
        title: 't',
        description: 'd',
        overviewTitle: 'o',
        overviewHint: 'h',
      }),
    ).toThrow('index.html needs <title> once');
  });
});
