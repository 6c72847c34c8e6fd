/** What the page asks the Markdown worker: one text to turn into HTML. */
export type MarkdownRequest = { id: number; source: string };
/**
 * The worker's answer: the HTML in chunks (markdown-html.ts), or null when the text could not be rendered (it is
 * then shown as written).
 */
export type MarkdownReply = { id: number; chunks: string[] | null };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const isMarkdownRequest = (value: unknown): value is MarkdownRequest =>
  isObject(value) && typeof value.id === 'number' && typeof value.source === 'string';

export const isMarkdownReply = (value: unknown): value is MarkdownReply =>
  isObject(value) &&
  typeof value.id === 'number' &&
  (value.chunks === null ||
    (Array.isArray(value.chunks) && value.chunks.every((chunk) => typeof chunk === 'string')));
