/** A keyword of a topic, as the rules compare it with a question's text. */
export type KeywordTopic = { id: number; keywords: readonly string[] };

/** Full-width letters and digits as their ASCII forms, lower case, runs of spaces as one. */
const normalized = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the keyword reads as Latin text: matched on word boundaries, so `heap` is not found in `cheap`. */
const isLatin = (keyword: string) => /^[\x20-\x7e]+$/.test(keyword);

/**
 * The pattern of one keyword. A Latin one is a whole word or phrase (an English plural ending allowed, its spaces
 * and hyphens interchangeable); any other (Chinese) is found anywhere, as Chinese has no spaces between words.
 */
function keywordPattern(keyword: string): RegExp | null {
  const word = normalized(keyword).trim();
  if (word === '') return null;
  if (!isLatin(word)) return new RegExp(escaped(word));
  const body = word
    .split(/[\s-]+/)
    .map(escaped)
    .join('[\\s-]?');
  return new RegExp(`(?<![a-z0-9])${body}(?:s|es)?(?![a-z0-9])`);
}

/**
 * The topics the keyword rules propose for a question's text: those with at least one keyword in it, in the
 * order given. Pure, so the rules are tested on text alone.
 */
export function topicsInText<T extends KeywordTopic>(text: string, topics: readonly T[]): T[] {
  const haystack = normalized(text);
  if (haystack.trim() === '') return [];
  return topics.filter((topic) =>
    topic.keywords.some((keyword) => keywordPattern(keyword)?.test(haystack) ?? false),
  );
}
