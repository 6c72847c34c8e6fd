// What makes a file one of an upload's photos, free of zod so the server's image work and the upload wizard
// load little (product §5.2, §5.3).

/** The most images one upload may have: one PDF is made of them, a page each. */
export const MAX_ARCHIVE_IMAGES = 30;

/** The kinds of picture an upload takes, as their bytes say, never their name or type. */
export type ImageKind = 'jpeg' | 'png' | 'webp';

/** A clockwise turn the uploader chose for one image, on top of the turn its camera recorded. */
export const imageRotations = [0, 90, 180, 270] as const;
export type ImageRotation = (typeof imageRotations)[number];

const turns = { '0': 0, '90': 90, '180': 180, '270': 270 } as const satisfies Record<string, ImageRotation>;
/** A turn as a multipart field carries it. */
export type RotationField = keyof typeof turns;
export const rotationFields = Object.keys(turns) as [RotationField, ...RotationField[]];
/** The turn a field names. */
export const rotationOf = (field: RotationField): ImageRotation => turns[field];
/** A turn as a field. */
export const rotationField = (rotation: ImageRotation): RotationField => `${rotation}`;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The kind of picture `bytes` hold by their signature, or null for anything else (a PDF, a GIF, a text). */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

/** How the n-th image (from 1) is named to the user in a refusal: `第 3 張圖片（IMG_0042.jpg）`. */
const nth = (index: number, name: string) => `第 ${index + 1} 張圖片（${name}）`;

/** Why an upload's images are refused, in the words of the server's answer and of the wizard. */
export const imageProblemMessages = {
  unreadable: (index: number, name: string) => `${nth(index, name)}無法讀取`,
  unsupported: (index: number, name: string) => `${nth(index, name)}不是 JPEG、PNG 或 WebP 圖片`,
  too_many: `一次最多上傳 ${MAX_ARCHIVE_IMAGES} 張圖片，請分成數份上傳`,
  too_complex: '圖片過大或過於複雜，無法處理，請縮小後再上傳',
} as const;
