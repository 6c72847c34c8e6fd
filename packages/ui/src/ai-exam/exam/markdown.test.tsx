import type { MockExam } from '@pastexam/api-contract';
import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../test/render-story.tsx';
import * as stories from './exam-document.stories.tsx';
import { sampleExam } from './fixtures.ts';

const { Practice, AllRevealed } = composeStories(stories);

/** The sample exam with its first question's text replaced. */
function withText(text: string): MockExam {
  const [first, ...rest] = sampleExam.sections;
  const [question, ...others] = first?.questions ?? [];
  if (!first || !question) throw new Error('the sample exam has no first question');
  return { ...sampleExam, sections: [{ ...first, questions: [{ ...question, text }, ...others] }, ...rest] };
}

const article = (name: string) => screen.getByRole('article', { name });

describe('ExamMarkdown', () => {
  it('typesets inline and display math with KaTeX', async () => {
    renderStory(Practice, <Practice />);
    const second = article('第 2 題（30 分）');
    // KaTeX keeps each formula's TeX beside its rendering, for assistive technology and copying.
    const tex = (source: string) => within(second).findByText(source, { selector: '.katex annotation' });
    // 設 $N(h)$ 為…: inline, within its sentence.
    const inline = await tex('N(h)');
    expect(inline.closest('p')).not.toBeNull();
    expect(inline.closest('.katex-display')).toBeNull();
    // (a)'s $$N(h) = …$$ stands apart, though written on one line.
    const display = (await tex('N(h) = N(h-1) + N(h-2) + 1')).closest('.katex-display');
    expect(display).not.toBeNull();
    // Wider than a phone, it scrolls on its own: from the keyboard too.
    expect(display?.getAttribute('tabindex')).toBe('0');
  });

  it('highlights a fenced C listing', async () => {
    renderStory(Practice, <Practice />);
    const third = article('第 3 題（50 分）');
    const keyword = await within(third).findAllByText('return', { selector: '.hljs-keyword' });
    expect(keyword.length).toBeGreaterThan(0);
    const listing = third.querySelector('pre');
    expect(listing?.querySelector('code.language-c')?.textContent).toContain('total += a[i];');
    expect(listing?.getAttribute('tabindex')).toBe('0');
  });

  it('shows the answers’ math and code too once revealed', async () => {
    renderStory(AllRevealed, <AllRevealed />);
    await AllRevealed.play?.({ canvasElement: document.body, userEvent: userEvent.setup() });
    const third = article('第 3 題（50 分）');
    expect(await within(third).findByText('if', { selector: '.hljs-keyword' })).toBeTruthy();
  });

  it('keeps huge math to a bounded size, and marks a broken formula so it wraps inside its box', async () => {
    const exam = withText(
      '巨大：$\\rule{500em}{1em}$ 與 $\\Huge\\Huge x^{\\kern{300em}y}$ 與壞掉的 $\\frac{1}{$',
    );
    renderStory(Practice, <Practice exam={exam} />);
    const first = article('第 1 題（20 分）');
    const broken = await within(first).findByText('\\frac{1}{', { selector: '.katex-error' });
    expect(broken.closest('.katex-display')).toBeNull();
    const rule = first.querySelector<HTMLElement>('.katex .rule');
    expect(rule?.style.borderRightWidth).toBe('10em');
    const sizes = [...first.querySelectorAll<HTMLElement>('.katex [style]')].map(
      (span) => span.style.marginRight,
    );
    expect(sizes.every((margin) => !/^[0-9.]+em$/.test(margin) || Number.parseFloat(margin) <= 10)).toBe(
      true,
    );
  });

  it('renders no raw HTML and no script link, and opens links in a new tab', async () => {
    const exam = withText(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '前文 <b onclick="alert(1)">粗體</b> 後文',
        '[危險連結](javascript:alert(1)) 與 [講義](https://example.com/notes)',
      ].join('\n\n'),
    );
    renderStory(Practice, <Practice exam={exam} />);
    const first = article('第 1 題（20 分）');
    const notes = await within(first).findByRole('link', { name: '講義' });
    expect(notes.getAttribute('target')).toBe('_blank');
    expect(notes.getAttribute('rel')).toBe('noopener noreferrer');
    expect(first.querySelector('script, img, b, [onerror], [onclick]')).toBeNull();
    const links = [...first.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(links.some((href) => href.trim().toLowerCase().startsWith('javascript:'))).toBe(false);
    expect(within(first).getByText('危險連結')).toBeTruthy();
    expect(first.textContent).toContain('前文');
  });

  it('shows a listing in a language it does not highlight as written, and the rest of the exam still', async () => {
    const exam = withText(
      ['```brainfuck', '++[>+<-]>.', '```', '', '```python', 'def f(x):', '    return x', '```'].join('\n'),
    );
    renderStory(Practice, <Practice exam={exam} />);
    const first = article('第 1 題（20 分）');
    expect(await within(first).findByText('def', { selector: '.hljs-keyword' })).toBeTruthy();
    const plain = [...first.querySelectorAll('pre code')].find((code) =>
      code.textContent?.includes('++[>+<-]>.'),
    );
    expect(plain?.textContent).toBe('++[>+<-]>.\n');
    expect(plain?.querySelector('[class^="hljs-"]')).toBeNull();
  });

  it('draws a text of plain sentences at once, paragraph by paragraph, with no placeholder', () => {
    const exam = withText('第一段：請寫出 B+ tree 的插入步驟。\n並說明時間複雜度。\n\n第二段：(20 分)');
    renderStory(Practice, <Practice exam={exam} />);
    const first = article('第 1 題（20 分）');
    const paragraphs = [...first.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toContain('第一段：請寫出 B+ tree 的插入步驟。\n並說明時間複雜度。');
    expect(paragraphs).toContain('第二段：(20 分)');
  });
});
