/** A piece of a message: text as written, or a web address shown as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

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
