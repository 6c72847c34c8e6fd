import { z } from 'zod';
import { pageLinesSchema } from '../lines.ts';

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'bytes expected');

/** What the server asks a text thread: every page's text layer of one PDF. */
export const textRequest = z.object({ bytes });
export type TextRequest = z.infer<typeof textRequest>;

const extractedPage = z.object({
  page: z.number().int().positive(),
  text: z.string(),
  lines: pageLinesSchema,
  scanned: z.boolean(),
});

/** Its one answer: the pages, or why pdf.js could not open the file (the reason is the error's name). */
export const textReply = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pages'), pages: z.array(extractedPage) }),
  z.object({ kind: z.literal('unreadable'), reason: z.string() }),
]);
export type TextReply = z.infer<typeof textReply>;
