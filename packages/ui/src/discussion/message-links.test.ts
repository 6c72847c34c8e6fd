import { describe, expect, it } from 'vitest';
import { splitLinks, splitMessage } from './message-links.ts';

describe('splitLinks', () => {
  it('keeps text without an address as one piece of text', () => {
    expect(splitLinks('第三題 (b) 的答案是 42。\n對嗎？')).toEqual([
      { kind: 'text', text: '第三題 (b) 的答案是 42。\n對嗎？' },
    ]);
  });

  it('makes http and https addresses links, leaving the punctuation around them as text', () => {
    expect(splitLinks('看這裡：https://example.edu/a?b=1&c=2。還有 http://x.tw/p)')).toEqual([
      { kind: 'text', text: '看這裡：' },
      { kind: 'link', text: 'https://example.edu/a?b=1&c=2', href: 'https://example.edu/a?b=1&c=2' },
      { kind: 'text', text: '。還有 ' },
      { kind: 'link', text: 'http://x.tw/p', href: 'http://x.tw/p' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('leaves every other scheme, and markup, as text', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> <a href="https://evil.example">點我</a>';
    const parts = splitLinks(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.href)).toEqual([
      'https://evil.example/',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('leaves an address that is not one as text', () => {
    expect(splitLinks('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
  });
});

describe('splitMessage', () => {
  const questions = [
    { id: 1, name: '1' },
    { id: 10, name: '1(a)' },
    { id: 2, name: '第 2 題' },
    { id: 3, name: 'a.*b' },
  ];

  it('makes `#` and a question’s name a reference, the longest name first, spaces optional', () => {
    expect(splitMessage('見 #1(a) 與 #1，還有 #第2題。', questions)).toEqual([
      { kind: 'text', text: '見 ' },
      { kind: 'question', text: '#1(a)', questionId: 10 },
      { kind: 'text', text: ' 與 ' },
      { kind: 'question', text: '#1', questionId: 1 },
      { kind: 'text', text: '，還有 ' },
      { kind: 'question', text: '#第2題', questionId: 2 },
      { kind: 'text', text: '。' },
    ]);
  });

  it('reads names as text, never as patterns, and keeps addresses and other `#` as they were', () => {
    expect(splitMessage('#axxb #a.*b https://x.tw/#1', questions)).toEqual([
      { kind: 'text', text: '#axxb ' },
      { kind: 'question', text: '#a.*b', questionId: 3 },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'https://x.tw/#1', href: 'https://x.tw/#1' },
    ]);
    expect(splitMessage('#第 2 題', [])).toEqual([{ kind: 'text', text: '#第 2 題' }]);
  });
});
