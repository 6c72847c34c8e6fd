import { createHash } from 'node:crypto';
import {
  type ArchiveUpload,
  imageKind,
  imageProblemMessages,
  MAX_ARCHIVE_IMAGES,
  rotationOf,
} from '@pastexam/api-contract';
import type { Env } from '../env.ts';
import { ImageError, imagesToPdfOffProcess } from '../pdf/index.ts';
import { fail, type Refusal } from '../refusal.ts';
import { fileTooLarge, uploadLimitBytes } from './config.ts';

/**
 * What an archive's `content_sha256` holds: the SHA-256 of the chosen file's bytes, or of the photos' bytes one
 * after another in page order (their turns aside), as the upload wizard computes it before sending.
 */
export function contentHash(parts: readonly Uint8Array[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

type UploadedFiles = Pick<ArchiveUpload, 'file' | 'images' | 'rotations'>;
type FileRefusal = Refusal<'file_too_large' | 'too_many_images' | 'image_unsupported' | 'image_unreadable'>;

/**
 * The bytes of the PDF an upload brings, before any check of them: its PDF as sent, or one made of its photos
 * (product §5.3): 1–30 JPEG, PNG or WebP images by their bytes, together within the size limit, a page each in
 * order. A refusal names the image at fault by its place and its name.
 */
export async function uploadedPdf(
  upload: UploadedFiles,
  env: Pick<Env, 'UPLOAD_MAX_MB'>,
): Promise<{ pdf: Uint8Array; sha256: string } | FileRefusal> {
  const files = upload.file ? [upload.file] : (upload.images ?? []);
  if (files.reduce((sum, file) => sum + file.size, 0) > uploadLimitBytes(env)) return fileTooLarge(env);
  if (upload.file) {
    const pdf = new Uint8Array(await upload.file.arrayBuffer());
    return { pdf, sha256: contentHash([pdf]) };
  }
  if (files.length > MAX_ARCHIVE_IMAGES) return fail('too_many_images');
  const images = await Promise.all(
    files.map(async (file, index) => ({
      bytes: new Uint8Array(await file.arrayBuffer()),
      rotation: rotationOf(upload.rotations?.[index] ?? '0'),
    })),
  );
  const unsupported = images.findIndex((image) => imageKind(image.bytes) === null);
  const name = (index: number) => files[index]?.name ?? '';
  if (unsupported !== -1) {
    return fail('image_unsupported', imageProblemMessages.unsupported(unsupported, name(unsupported)));
  }
  try {
    const pdf = await imagesToPdfOffProcess(images);
    return { pdf, sha256: contentHash(images.map((image) => image.bytes)) };
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    if (error.code === 'too_complex' || error.index === null) {
      return fail('image_unreadable', imageProblemMessages.too_complex);
    }
    return fail('image_unreadable', imageProblemMessages.unreadable(error.index, name(error.index)));
  }
}
