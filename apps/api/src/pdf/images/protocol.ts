import { imageRotations } from '@pastexam/api-contract/image-content';
import { z } from 'zod';

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'bytes expected');

/** What the server asks an image process: one PDF of these images, in order, each turned as chosen. */
export const imagesRequest = z.object({
  images: z.array(z.object({ bytes, rotation: z.union(imageRotations.map((turn) => z.literal(turn))) })),
});
export type ImagesRequest = z.infer<typeof imagesRequest>;

/**
 * What it says back: the image it starts reading (so a decoder that brings the process down is known to have
 * failed on that image), then the PDF, or which image it could not read.
 */
export const imagesReply = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reading'), index: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('made'), bytes }),
  z.object({ kind: z.literal('unreadable'), index: z.number().int().nonnegative() }),
]);
export type ImagesReply = z.infer<typeof imagesReply>;
