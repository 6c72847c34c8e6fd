/** A piece of a message: text as written, a web address shown as a link, or a reference to a question. */
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'question'; text: string; questionId: number };

/** A question a message can refer to: `#` and its name (`#第 2 題`, `#3(b)`). */
export type QuestionReference = { id: number; name: string };

// An address runs to the next space or bracket; punctuation it ends on belongs to the sentence, not to it.
const CANDIDATE = /https?:\/\/[^\s<>"'`「」『』（）【】，。！？；、]+/gi;
const TRAILING = /[.,:;!?)\]}'"]+$/;

function webAddress(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message as text and links (product §4.10): only http and https addresses become links, everything else
 * stays text (no markup, no other scheme), so a message can show nothing but what its author typed.
 */
export function splitLinks(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(CANDIDATE)) {
    const raw = match[0].replace(TRAILING, '');
    const href = webAddress(raw);
    if (!href) continue;
    pushText(body.slice(from, match.index));
    parts.push({ kind: 'link', text: raw, href });
    from = match.index + raw.length;
  }
  pushText(body.slice(from));
  return parts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `#` and any question's name, spaces inside it optional (`#第2題` is `第 2 題`), the longest name first so
 * `#1(a)` is not read as `#1`; null when there are no questions.
 */
function referencePattern(questions: readonly QuestionReference[]): RegExp | null {
  const names = [...new Set(questions.map((q) => q.name.replace(/\s+/g, '')))]
    .filter((name) => name !== '')
    .sort((a, b) => b.length - a.length);
  if (names.length === 0) return null;
  const alternatives = names.map((name) => [...name].map(escapeRegExp).join('\\s*'));
  return new RegExp(`#(?:${alternatives.join('|')})`, 'gu');
}

/**
 * A message as text, links and references to the archive's questions (product §4.10): `#` followed by one of
 * `questions`' names becomes a reference to it; a `#` before anything else stays text, as does every address
 * that is not http or https.
 */
export function splitMessage(body: string, questions: readonly QuestionReference[]): MessagePart[] {
  const pattern = referencePattern(questions);
  if (!pattern) return splitLinks(body);
  const byName = new Map(questions.map((q) => [q.name.replace(/\s+/g, ''), q.id]));
  return splitLinks(body).flatMap((part): MessagePart[] => {
    if (part.kind !== 'text') return [part];
    const parts: MessagePart[] = [];
    let from = 0;
    for (const match of part.text.matchAll(pattern)) {
      const questionId = byName.get(match[0].slice(1).replace(/\s+/g, ''));
      if (questionId === undefined) continue;
      if (match.index > from) parts.push({ kind: 'text', text: part.text.slice(from, match.index) });
      parts.push({ kind: 'question', text: match[0], questionId });
      from = match.index + match[0].length;
    }
    if (from < part.text.length) parts.push({ kind: 'text', text: part.text.slice(from) });
    return parts;
  });
}
