import { describe, expect, it } from 'vitest';
import { chooseImages, imagesProblem, moveImage, removeImage, rotateImage } from './chosen-images.ts';

const photos = (...names: string[]) =>
  chooseImages(names.map((name) => new File(['x'], name, { type: 'image/jpeg' })));
const names = (images: ReturnType<typeof photos>) => images.map((image) => image.file.name);

describe('chosen images', () => {
  it('move up and down, staying put at either end', () => {
    const images = photos('a.jpg', 'b.jpg', 'c.jpg');
    expect(names(moveImage(images, 2, -1))).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    expect(names(moveImage(images, 0, 1))).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
    expect(names(moveImage(images, 0, -1))).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(names(moveImage(images, 2, 1))).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });
  it('turn by 90° each time, back to upright after four', () => {
    let images = photos('a.jpg', 'b.jpg');
    for (const expected of [90, 180, 270, 0]) {
      images = rotateImage(images, 1);
      expect(images.map((image) => image.rotation)).toEqual([0, expected]);
    }
    expect(names(removeImage(images, 0))).toEqual(['b.jpg']);
  });
  it('are refused as the server would: too many, not a picture by type, too large together', () => {
    expect(imagesProblem(photos(...Array.from({ length: 31 }, (_, i) => `${i}.jpg`)), null)).toBe(
      '一次最多上傳 30 張圖片，請分成數份上傳',
    );
    const gif = chooseImages([new File(['x'], 'anim.gif', { type: 'image/gif' })]);
    expect(imagesProblem([...photos('a.jpg'), ...gif], null)).toBe(
      '第 2 張圖片（anim.gif）不是 JPEG、PNG 或 WebP 圖片',
    );
    expect(imagesProblem(photos('a.jpg', 'b.jpg'), 1)).toBe('檔案超過 1 B 上限');
    expect(imagesProblem(photos('a.jpg', 'b.jpg'), 2)).toBeNull();
  });
});
