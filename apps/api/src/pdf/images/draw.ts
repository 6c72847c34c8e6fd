import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { ImageRotation } from '@pastexam/api-contract/image-content';
import { PDFDocument } from 'pdf-lib';

/** The long side of a page's picture, in pixels: about 200 dpi on A4, sharp enough to read and to OCR. */
export const MAX_LONG_SIDE = 2000;
/** JPEG quality of each page's picture, from 0 to 100. */
const JPEG_QUALITY = 80;
/** An A4 page, in points, portrait. */
const A4 = { width: 595.28, height: 841.89 };

/** One page's picture: upright, at most MAX_LONG_SIDE pixels long, JPEG-encoded. */
export type PagePicture = { jpeg: Uint8Array; width: number; height: number };

/**
 * Decodes one image (JPEG, PNG or WebP), turns it upright by its EXIF orientation (the decoder applies it) and
 * then by the turn the uploader chose, scales it down to MAX_LONG_SIDE and encodes it as JPEG on white (a PNG's
 * transparent parts would otherwise turn black). Throws when the bytes cannot be decoded.
 */
export async function drawPage(bytes: Uint8Array, rotation: ImageRotation): Promise<PagePicture> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (image.width === 0 || image.height === 0) throw new Error('the image has no pixels');
  const scale = Math.min(1, MAX_LONG_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const sideways = rotation % 180 !== 0;
  const canvas = createCanvas(sideways ? height : width, sideways ? width : height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -width / 2, -height / 2, width, height);
  const jpeg = await canvas.encode('jpeg', JPEG_QUALITY);
  return { jpeg: new Uint8Array(jpeg), width: canvas.width, height: canvas.height };
}

/**
 * One PDF of the pictures, a page each and in order: an A4 page turned as its picture is (landscape for a wide
 * one), the picture as large as fits, centred.
 */
export async function picturesToPdf(pictures: readonly PagePicture[]): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  for (const picture of pictures) {
    const embedded = await document.embedJpg(picture.jpeg);
    const landscape = picture.width > picture.height;
    const pageWidth = landscape ? A4.height : A4.width;
    const pageHeight = landscape ? A4.width : A4.height;
    const fit = Math.min(pageWidth / picture.width, pageHeight / picture.height);
    const width = picture.width * fit;
    const height = picture.height * fit;
    const page = document.addPage([pageWidth, pageHeight]);
    page.drawImage(embedded, { x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height });
  }
  return document.save();
}
