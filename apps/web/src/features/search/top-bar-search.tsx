import { hasSearchableText, SEARCH_TEXT_MISSING } from '@pastexam/api-contract';
import { SearchBox } from '@pastexam/ui/search/search-box';
import { useEffect, useRef, useState } from 'react';
import { withoutSearch } from '../../lib/archive-address.ts';
import { useArchiveLocation } from '../../lib/use-archive-location.ts';

/** Typing pauses this long before the address (and so the search) follows; Enter searches at once. */
const TYPING_PAUSE_MS = 300;

/** Whether a key was pressed while the user is typing somewhere, where `/` is a character, not a shortcut. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The archive page's search box in the top bar (product §4.9): what is typed becomes the address's `q` once
 * typing pauses, and `/` anywhere on the page (outside a field) puts the cursor in the box. Text with nothing
 * the search could find (only punctuation, by the contract's own reading of a query, as the server's) is not
 * searched: the box says so and the address stays as it was.
 */
export function TopBarSearch() {
  const location = useArchiveLocation();
  const addressed = location.search.q ?? '';
  const [text, setText] = useState(addressed);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // What this box last put in the address: only a change from elsewhere (Back, Forward, a link, 結束搜尋) is
  // copied into the box, never an echo of what is being typed.
  const pushed = useRef(addressed);
  useEffect(() => {
    if (addressed !== pushed.current) {
      setText(addressed);
      setError(null);
    }
    pushed.current = addressed;
  }, [addressed]);

  const apply = (value: string) => {
    const q = value.trim();
    if (q && !hasSearchableText(q)) {
      setError(SEARCH_TEXT_MISSING);
      return;
    }
    if (q === addressed) return;
    pushed.current = q;
    // The first search adds a history entry (Back returns to the course); refining it replaces that entry, and
    // keeps its filters.
    if (!q) location.go(withoutSearch(location.search));
    else location.go({ ...location.search, q }, { replace: addressed !== '' });
  };

  useEffect(() => {
    const timer = setTimeout(() => apply(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target))
        return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <SearchBox
      value={text}
      onChange={(value) => {
        setText(value);
        setError(null);
      }}
      onSubmit={() => apply(text)}
      inputRef={input}
      error={error}
    />
  );
}
