/** An id no tree has: the fake always adds it, so tests see that unknown ids are ignored. */
export const FAKE_UNKNOWN_TOPIC_ID = 2_000_000_000;

const TOPIC_LINE = /^- (\d+)：(.+) \/ (.+)$/;

/**
 * A stand-in for the model's pick of topics (AI 推薦): the listed topics whose Chinese or English name is in the
 * question's text, then an id that is not in the list. Built only from the prompt, so tests know what comes.
 */
export function buildTopicAnswer(prompt: string): string {
  const [head = '', text = ''] = prompt.split('\n題目內容：\n');
  const haystack = text.toLowerCase();
  const picked = head.split('\n').flatMap((line) => {
    const match = TOPIC_LINE.exec(line);
    if (!match) return [];
    const [, id = '', label = '', nameEn = ''] = match;
    const nameZh = label.split(' › ').at(-1) ?? label;
    return haystack.includes(nameZh.toLowerCase()) || haystack.includes(nameEn.toLowerCase())
      ? [Number(id)]
      : [];
  });
  return JSON.stringify({ topic_ids: [...picked.slice(0, 4), FAKE_UNKNOWN_TOPIC_ID] });
}
