import { pdfProblemMessages } from '@pastexam/api-contract/pdf-content';
import { z } from 'zod';
import type { PdfErrorCode } from '../errors.ts';

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'bytes expected');
const problem = z.custom<PdfErrorCode>(
  (value) => typeof value === 'string' && Object.hasOwn(pdfProblemMessages, value),
  'a PDF problem expected',
);

/** What the server asks a PDF thread: clean one file (see sanitizePdf), refusing more than `maxPages` pages. */
export const sanitizeRequest = z.object({ bytes, maxPages: z.number().int().positive().nullable() });
export type SanitizeRequest = z.infer<typeof sanitizeRequest>;

/** Its one answer: the cleaned file, or why the file is refused. */
export const sanitizeReply = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cleaned'), bytes, pageCount: z.number().int().positive() }),
  z.object({ kind: z.literal('refused'), code: problem }),
]);
export type SanitizeReply = z.infer<typeof sanitizeReply>;
