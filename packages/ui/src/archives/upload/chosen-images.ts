import {
  fileTooLargeMessage,
  type ImageRotation,
  imageProblemMessages,
  MAX_ARCHIVE_IMAGES,
} from '@pastexam/api-contract';

/** One photo of the exam's pages the uploader chose, with the turn they gave it. */
export interface ChosenImage {
  /** Tells the rows apart while they move. */
  key: number;
  file: File;
  /** Clockwise, on top of the turn the camera recorded (the server applies both). */
  rotation: ImageRotation;
}

let nextKey = 0;

/** The photos as first chosen, unturned. */
export const chooseImages = (files: readonly File[]): ChosenImage[] =>
  files.map((file) => {
    nextKey += 1;
    return { key: nextKey, file, rotation: 0 };
  });

/** The list with the photo at `index` moved by `by` places (−1 up, +1 down); unchanged at either end. */
export function moveImage(images: readonly ChosenImage[], index: number, by: -1 | 1): ChosenImage[] {
  const target = index + by;
  const moved = images[index];
  if (!moved || target < 0 || target >= images.length) return [...images];
  const rest = images.filter((_, at) => at !== index);
  return [...rest.slice(0, target), moved, ...rest.slice(target)];
}

/** The list with the photo at `index` turned 90° further clockwise. */
export const rotateImage = (images: readonly ChosenImage[], index: number): ChosenImage[] =>
  images.map((image, at) =>
    at === index ? { ...image, rotation: ((image.rotation + 90) % 360) as ImageRotation } : image,
  );

export const removeImage = (images: readonly ChosenImage[], index: number): ChosenImage[] =>
  images.filter((_, at) => at !== index);

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;

/** Whether a chosen file is offered as a photo (by its type, else its name); the server reads its bytes. */
export const looksLikeImage = (file: File): boolean =>
  IMAGE_TYPES.has(file.type) || (file.type === '' && IMAGE_NAME.test(file.name));

/**
 * What the browser can tell of the photos before sending, in the server's words: too many, one that is no
 * JPEG, PNG or WebP by its type or is empty, all of them over the size limit (skipped while it is unknown).
 */
export function imagesProblem(images: readonly ChosenImage[], maxBytes: number | null): string | null {
  if (images.length > MAX_ARCHIVE_IMAGES) return imageProblemMessages.too_many;
  for (const [index, { file }] of images.entries()) {
    if (!looksLikeImage(file)) return imageProblemMessages.unsupported(index, file.name);
    if (file.size === 0) return imageProblemMessages.unreadable(index, file.name);
  }
  const total = images.reduce((sum, { file }) => sum + file.size, 0);
  if (maxBytes !== null && total > maxBytes) return fileTooLargeMessage(maxBytes);
  return null;
}
