import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * A picture `width` × `height` whose left half is red and right half blue, so a test can tell which way it was
 * turned, encoded as `kind`.
 */
export async function twoColourImage(width: number, height: number, kind: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'red';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = 'blue';
  context.fillRect(width / 2, 0, width / 2, height);
  const encoded = kind === 'png' ? await canvas.encode('png') : await canvas.encode(kind, 90);
  return new Uint8Array(encoded);
}

/**
 * `jpeg` with an EXIF APP1 segment right after its start marker, holding only the orientation tag (0x0112) as a
 * camera writes it: 6 means "turn 90° clockwise to view", 8 "turn 90° anticlockwise", 3 "turn 180°".
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  // A big-endian TIFF header, one IFD of one SHORT entry, and no next IFD.
  const tiff = [
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const payload = [...new TextEncoder().encode('Exif'), 0, 0, ...tiff];
  const length = payload.length + 2;
  const segment = [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}

/** A JPEG start marker followed by junk: the decoder of @napi-rs/canvas brings its process down on it. */
export const corruptJpeg = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  ...new TextEncoder().encode('garbage, not a picture'),
]);

/** The colour at (x, y) of a picture, as `red`, `blue`, `white` or `other`. */
export async function colourAt(picture: Uint8Array, x: number, y: number) {
  const image = await loadImage(Buffer.from(picture));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
  if (r > 200 && g > 200 && b > 200) return 'white';
  if (r > 150 && g < 100 && b < 100) return 'red';
  if (b > 150 && r < 100 && g < 100) return 'blue';
  return 'other';
}
