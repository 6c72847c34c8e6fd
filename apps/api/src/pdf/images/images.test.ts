import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { colourAt, corruptJpeg, twoColourImage, withExifOrientation } from '../../test-support/images.ts';
import { drawPage, MAX_LONG_SIDE } from './draw.ts';
import { ImageError, imagesToPdfOffProcess } from './off-process.ts';

/** The colours at the top-left and bottom-right corners of a page's picture. */
async function corners(picture: { jpeg: Uint8Array; width: number; height: number }) {
  return [
    await colourAt(picture.jpeg, 4, 4),
    await colourAt(picture.jpeg, picture.width - 5, picture.height - 5),
  ];
}

describe('drawPage', () => {
  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = withExifOrientation(await twoColourImage(400, 200), 6);
    const page = await drawPage(sideways, 0);
    // Turned 90° clockwise: the red left half is now on top.
    expect([page.width, page.height]).toEqual([200, 400]);
    expect(await corners(page)).toEqual(['red', 'blue']);
    const upsideDown = await drawPage(withExifOrientation(await twoColourImage(400, 200), 3), 0);
    expect(await corners(upsideDown)).toEqual(['blue', 'red']);
  });

  it('adds the turn the uploader chose on top of the camera’s', async () => {
    const page = await drawPage(withExifOrientation(await twoColourImage(400, 200), 6), 90);
    expect([page.width, page.height]).toEqual([400, 200]);
    expect(await corners(page)).toEqual(['blue', 'red']);
    const turned = await drawPage(await twoColourImage(400, 200, 'png'), 270);
    expect([turned.width, turned.height]).toEqual([200, 400]);
    expect(await corners(turned)).toEqual(['blue', 'red']);
  });

  it('scales a large photo down to about 200 dpi on A4, and reads PNG and WebP as JPEG', async () => {
    const large = await drawPage(await twoColourImage(3000, 1500, 'png'), 0);
    expect([large.width, large.height]).toEqual([MAX_LONG_SIDE, 1000]);
    const webp = await drawPage(await twoColourImage(300, 600, 'webp'), 0);
    expect([webp.width, webp.height]).toEqual([300, 600]);
    for (const page of [large, webp]) expect([...page.jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe('imagesToPdfOffProcess', () => {
  it('makes one PDF of the photos in order, an A4 page each turned as its picture is', async () => {
    const images = [
      { bytes: await twoColourImage(300, 600), rotation: 0 as const },
      { bytes: await twoColourImage(600, 300, 'png'), rotation: 0 as const },
      { bytes: withExifOrientation(await twoColourImage(600, 300), 6), rotation: 0 as const },
    ];
    const pdf = await PDFDocument.load(await imagesToPdfOffProcess(images));
    const sizes = pdf.getPages().map((page) => page.getSize());
    expect(sizes.map(({ width, height }) => [Math.round(width), Math.round(height)])).toEqual([
      [595, 842],
      [842, 595],
      [595, 842],
    ]);
  });

  it('names the image it could not read, even one that brings its decoder down, and goes on serving', async () => {
    const good = { bytes: await twoColourImage(200, 200), rotation: 0 as const };
    const refusal = await imagesToPdfOffProcess([good, { bytes: corruptJpeg, rotation: 0 }, good]).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ImageError);
    expect(refusal).toMatchObject({ code: 'unreadable', index: 1 });
    const truncated = {
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
      rotation: 0 as const,
    };
    await expect(imagesToPdfOffProcess([truncated])).rejects.toMatchObject({ code: 'unreadable', index: 0 });
    expect((await PDFDocument.load(await imagesToPdfOffProcess([good]))).getPageCount()).toBe(1);
  });

  it('refuses images that outlast their time as too complex', async () => {
    const images = [{ bytes: await twoColourImage(2000, 2000), rotation: 0 as const }];
    await expect(imagesToPdfOffProcess(images, { timeoutMs: 1 })).rejects.toMatchObject({
      code: 'too_complex',
    });
  });
});
