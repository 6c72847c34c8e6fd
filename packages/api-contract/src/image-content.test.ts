import { describe, expect, test } from 'vitest';
import { imageKind, imageProblemMessages } from './image-content.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('imageKind', () => {
  test('knows JPEG, PNG and WebP by their bytes, whatever the name says', () => {
    expect(imageKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(imageKind(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });
  test('refuses anything else: a PDF, a GIF, a RIFF that is no WebP, nothing at all', () => {
    expect(imageKind(bytes('%PDF-1.7'))).toBeNull();
    expect(imageKind(bytes('GIF89a'))).toBeNull();
    expect(imageKind(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(imageKind(new Uint8Array())).toBeNull();
  });
  test('a refusal names the image by its place and its name', () => {
    expect(imageProblemMessages.unreadable(2, 'IMG_0042.jpg')).toBe('第 3 張圖片（IMG_0042.jpg）無法讀取');
  });
});
