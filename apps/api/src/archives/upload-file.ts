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
): Promise<Uint8Array | FileRefusal> {
  const files = upload.file ? [upload.file] : (upload.images ?? []);
  if (files.reduce((sum, file) => sum + file.size, 0) > uploadLimitBytes(env)) return fileTooLarge(env);
  if (upload.file) return new Uint8Array(await upload.file.arrayBuffer());
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
    return await imagesToPdfOffProcess(images);
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    if (error.code === 'too_complex' || error.index === null) {
      return fail('image_unreadable', imageProblemMessages.too_complex);
    }
    return fail('image_unreadable', imageProblemMessages.unreadable(error.index, name(error.index)));
  }
}
