import { z } from 'zod';

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'bytes expected');

/** What the server asks the render thread: open one PDF, then draw its pages one at a time. */
export const renderRequest = z.discriminatedUnion('op', [
  z.object({ op: z.literal('open'), bytes }),
  z.object({ op: z.literal('render'), page: z.number().int().positive() }),
]);
export type RenderRequest = z.infer<typeof renderRequest>;

/** Its answer to each request, in order. */
export const renderReply = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('opened'), pages: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('picture'), png: bytes, dpi: z.number().positive() }),
  /** pdf.js could not open the file (the reason is the error's name). */
  z.object({ kind: z.literal('unreadable'), reason: z.string() }),
  /** pdf.js could not draw the page. */
  z.object({ kind: z.literal('failed'), message: z.string() }),
]);
export type RenderReply = z.infer<typeof renderReply>;
