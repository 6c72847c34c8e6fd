// Most texts people write here (an announcement, a short answer, a comment) are sentences and nothing else. Such a
// text is drawn as its paragraphs straight away, without fetching the Markdown renderer and its worker (KaTeX,
// the code grammars: about 150 kB), which a guest's landing page would otherwise load to show one announcement.

/** Anywhere in a line, these may start Markdown or math: emphasis, code, links, escapes, HTML, entities, `$`. */
const MARKUP = /[\\`*_[\]<&$\t\r\0\uFEFF]/;
/**
 * At a line's start, these may start a block: a heading, a quote, a list or a rule, a fence, a setext underline,
 * indented code; a line ending in a space may end in a hard break, and loses the space otherwise.
 */
const BLOCK_START = /^(?:[#>\-+=~ ]|\d+[.)])/;

/**
 * The paragraphs of a text that Markdown would read as plain paragraphs and nothing else, each with its lines
 * (a line break inside a paragraph reads as a space); null when the text may hold any Markdown at all, or is
 * empty. The test holds it to the renderer's own output (plain-paragraphs.test.ts).
 */
export function plainParagraphs(source: string): string[] | null {
  if (MARKUP.test(source)) return null;
  const paragraphs: string[] = [];
  let lines: string[] = [];
  for (const line of source.split('\n')) {
    if (line === '') {
      if (lines.length > 0) paragraphs.push(lines.join('\n'));
      lines = [];
    } else if (BLOCK_START.test(line) || line.endsWith(' ')) return null;
    else lines.push(line);
  }
  if (lines.length > 0) paragraphs.push(lines.join('\n'));
  return paragraphs.length > 0 ? paragraphs : null;
}
