import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './answer-card.stories.tsx';
import { aiDraftAnswer, ownEditedAnswer, sampleAnswer } from './fixtures.ts';

const {
  Default,
  Official,
  AiDraft,
  OwnEdited,
  SuspectedAndHidden,
  AsExpert,
  EndorsedByReader,
  Hostile,
  WithComments,
} = composeStories(stories);

const card = (author = '阿華') => screen.getByRole('article', { name: `${author} 的解答` });

describe('AnswerCard', () => {
  it('renders its math and code, and votes with the pressed button taking the vote back', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default />);
    const answer = card();
    expect(
      await within(answer).findByText('T(n) = 2T(n/2) + n', { selector: '.katex annotation' }),
    ).toBeTruthy();
    // The code may come in the text's next chunk, a frame after the first.
    expect(await within(answer).findByText('return', { selector: '.hljs-keyword' })).toBeTruthy();
    const up = within(answer).getByRole('button', { name: '贊成，3 票' });
    expect(up.getAttribute('aria-pressed')).toBe('false');
    await user.click(up);
    expect(Default.args.onVote).toHaveBeenLastCalledWith(sampleAnswer(), 1);
    await user.click(within(answer).getByRole('button', { name: '反對，1 票' }));
    expect(Default.args.onVote).toHaveBeenLastCalledWith(sampleAnswer(), -1);
  });

  it('shows the reader’s vote pressed, and pressing it again takes it back', async () => {
    const user = userEvent.setup();
    renderStory(Official, <Official />);
    const up = within(card()).getByRole('button', { name: '贊成，12 票' });
    expect(up.getAttribute('aria-pressed')).toBe('true');
    await user.click(up);
    expect(Official.args.onVote).toHaveBeenLastCalledWith(expect.objectContaining({ id: 501 }), 0);
  });

  it('badges an official answer and names the experts who endorse it', () => {
    renderStory(Official, <Official />);
    expect(within(card()).getByText('官方解答')).toBeTruthy();
    expect(within(card()).getByText('專家認可：助教王')).toBeTruthy();
  });

  it('shows an AI draft’s model and the region it read, and offers no official button', () => {
    renderStory(
      AiDraft,
      <AiDraft answer={{ ...aiDraftAnswer, can: { ...aiDraftAnswer.can, mark_official: true } }} />,
    );
    const answer = card('小明');
    expect(within(answer).getByText('🤖 AI 試答 · gemini-2.5-flash')).toBeTruthy();
    expect(within(answer).getByText('讀取範圍：第 2 頁 30%–第 3 頁 10%')).toBeTruthy();
    expect(within(answer).queryByRole('button', { name: '官方解答' })).toBeNull();
  });

  it('lets the author edit, delete and see earlier versions of their own answer, but not vote nor flag it', async () => {
    const user = userEvent.setup();
    renderStory(OwnEdited, <OwnEdited />);
    const answer = card('小明');
    expect(within(answer).getByText('參考 AI 草稿')).toBeTruthy();
    expect(within(answer).getByText(/^已編輯 · /)).toBeTruthy();
    expect(within(answer).getByRole('button', { name: '贊成，3 票' })).toHaveProperty('disabled', true);
    await user.click(within(answer).getByRole('button', { name: '解答的其他操作' }));
    expect(screen.queryByRole('menuitem', { name: '檢舉' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: '版本紀錄' }));
    expect(OwnEdited.args.onShowVersions).toHaveBeenCalledWith(ownEditedAnswer);
    await user.click(within(answer).getByRole('button', { name: '解答的其他操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '編輯' }));
    expect(OwnEdited.args.onEdit).toHaveBeenCalledWith(ownEditedAnswer);
  });

  it('lets another reader flag it, and neither edit nor delete it', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default />);
    await user.click(within(card()).getByRole('button', { name: '解答的其他操作' }));
    expect(screen.queryByRole('menuitem', { name: '編輯' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '刪除' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: '檢舉' }));
    expect(Default.args.onFlag).toHaveBeenCalledWith(sampleAnswer());
  });

  it('marks a suspected and hidden answer', () => {
    renderStory(SuspectedAndHidden, <SuspectedAndHidden />);
    expect(within(card()).getByText('疑似 AI 產生')).toBeTruthy();
    expect(within(card()).getByText('已隱藏')).toBeTruthy();
    expect(within(card()).getByRole('button', { name: '反對，1 票' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('gives the course’s expert an endorse and an official toggle, pressed once given', async () => {
    const user = userEvent.setup();
    renderStory(AsExpert, <AsExpert />);
    const endorse = within(card()).getByRole('button', { name: '以專家身分認可' });
    expect(endorse.getAttribute('aria-pressed')).toBe('false');
    await user.click(endorse);
    expect(AsExpert.args.onEndorse).toHaveBeenCalledWith(expect.objectContaining({ id: 500 }), true);
    await user.click(within(card()).getByRole('button', { name: '官方解答' }));
    expect(AsExpert.args.onMarkOfficial).toHaveBeenCalledWith(expect.objectContaining({ id: 500 }), true);
  });

  it('takes back an endorsement the expert gave', async () => {
    const user = userEvent.setup();
    renderStory(EndorsedByReader, <EndorsedByReader />);
    const endorse = within(card()).getByRole('button', { name: '以專家身分認可' });
    expect(endorse.getAttribute('aria-pressed')).toBe('true');
    await user.click(endorse);
    expect(EndorsedByReader.args.onEndorse).toHaveBeenCalledWith(expect.objectContaining({ id: 500 }), false);
  });

  it('offers no expert or official button to a reader who may not', () => {
    renderStory(Default, <Default />);
    expect(within(card()).queryByRole('button', { name: '以專家身分認可' })).toBeNull();
    expect(within(card()).queryByRole('button', { name: '官方解答' })).toBeNull();
  });

  it('renders hostile Markdown as text: no script, handler, javascript: link, image or KaTeX link', async () => {
    renderStory(Hostile, <Hostile />);
    const answer = card();
    expect(await within(answer).findByText('正常文字')).toBeTruthy();
    expect(answer.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    const hrefs = [...answer.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.trim().toLowerCase().startsWith('javascript:'))).toBe(false);
    expect(answer.querySelector('.katex a')).toBeNull();
    expect(within(answer).getByText('〔圖片：追蹤圖〕')).toBeTruthy();
    expect(within(answer).getByText('點我')).toBeTruthy();
    expect(Reflect.get(window, '__pwned')).toBeUndefined();
  });

  it('opens its comments on demand, their links safe', async () => {
    const user = userEvent.setup();
    renderStory(WithComments, <WithComments />);
    const toggle = within(card()).getByRole('button', { name: '留言 2' });
    expect(within(card()).queryByRole('list', { name: '解答的留言' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const link = within(card()).getByRole('link', { name: 'https://cs.example.edu/notes/master-theorem' });
    expect(link.getAttribute('rel')).toContain('nofollow');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
