import type { MatchSpan } from '@pastexam/api-contract';
import { Fragment } from 'react';

/** `text` with each of `matches` (offsets into it) in a `<mark>`, as a search hit's snippet shows it. */
export function HighlightedText({ text, matches }: { text: string; matches: readonly MatchSpan[] }) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.start < at || match.end > text.length) continue;
    if (match.start > at) parts.push({ text: text.slice(at, match.start), marked: false });
    parts.push({ text: text.slice(match.start, match.end), marked: true });
    at = match.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {/* The parts of one snippet never move: each one's place is its key. */}
      {parts.map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
