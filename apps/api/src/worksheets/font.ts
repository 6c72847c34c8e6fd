import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PDFDocument } from 'pdf-lib';
import { z } from 'zod';
import { woffToSfnt } from './woff.ts';

/**
 * Noto Sans TC (regular) from npm, so a worksheet prints the same wherever the server runs, with no system fonts.
 * Its TrueType outlines come as about a hundred files, each for a range of characters (as browsers load it);
 * pdf-lib embeds only the glyphs a worksheet draws from each, which TrueType outlines allow to be cut out
 * intact (the one-file OpenType build, with CFF outlines, lost characters such as 學 when subset).
 */
const PACKAGE = '@fontsource/noto-sans-tc';

/** One of the font's files and the characters it is meant for, as `[first, last]` code points. */
type Slice = { file: string; ranges: readonly (readonly [number, number])[] };

/** A file of the font, read, unwrapped and parsed once per process: the TrueType bytes pdf-lib embeds. */
export type FontFile = { file: string; bytes: Uint8Array; hasGlyph: (codePoint: number) => boolean };

const unicodeRanges = z.record(
  z.string(),
  z.string().regex(/^U\+[0-9a-f]+(-[0-9a-f]+)?(,U\+[0-9a-f]+(-[0-9a-f]+)?)*$/i),
);

function packageFile(path: string): string {
  return fileURLToPath(import.meta.resolve(`${PACKAGE}/${path}`));
}

/** `U+4e00-4e0f,U+3000` as code point ranges. */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((range) => {
    const [first = '0', last = first] = range.slice(2).split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

let slices: Promise<readonly Slice[]> | undefined;
/** The font's files by the characters each holds (the package's `unicode.json`), read on the first export. */
function fontSlices(): Promise<readonly Slice[]> {
  slices ??= readFile(packageFile('unicode.json'), 'utf8').then((text) =>
    Object.entries(unicodeRanges.parse(JSON.parse(text))).map(([key, ranges]) => ({
      file: `files/noto-sans-tc-${key.replace(/^\[(\d+)\]$/, '$1')}-400-normal.woff`,
      ranges: parseRanges(ranges),
    })),
  );
  return slices;
}

const files = new Map<string, Promise<FontFile>>();
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
const parsed = new WeakMap<Uint8Array, Font>();

let fontkitLoaded: Promise<Fontkit> | undefined;
/** fontkit, loaded with the first worksheet printed rather than with the server. */
function loadFontkit(): Promise<Fontkit> {
  fontkitLoaded ??= import('@pdf-lib/fontkit').then((module) => module.default);
  return fontkitLoaded;
}

/**
 * fontkit for pdf-lib, handing back the font this process parsed already for the bytes of a file above: pdf-lib
 * parses what it embeds, and a file's layout tables would otherwise be read again for every worksheet.
 */
export async function worksheetFontkit(): Promise<Fontkit> {
  const fontkit = await loadFontkit();
  return { create: (bytes, postscriptName) => parsed.get(bytes) ?? fontkit.create(bytes, postscriptName) };
}
function fontFile(file: string): Promise<FontFile> {
  let loaded = files.get(file);
  if (!loaded) {
    loaded = Promise.all([readFile(packageFile(file)), loadFontkit()]).then(([buffer, fontkit]) => {
      const bytes = woffToSfnt(new Uint8Array(buffer));
      const font = fontkit.create(bytes);
      parsed.set(bytes, font);
      return { file, bytes, hasGlyph: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
    });
    files.set(file, loaded);
  }
  return loaded;
}

/**
 * The file that draws each of `codePoints`: the one whose range holds it and whose font has its glyph. A
 * character no file draws is left out of the map, for the caller to print as a space.
 */
export async function fontFilesFor(codePoints: Iterable<number>): Promise<Map<number, FontFile>> {
  const all = await fontSlices();
  const found = new Map<number, FontFile>();
  for (const codePoint of new Set(codePoints)) {
    for (const slice of all) {
      if (!slice.ranges.some(([first, last]) => codePoint >= first && codePoint <= last)) continue;
      const file = await fontFile(slice.file);
      if (file.hasGlyph(codePoint)) {
        found.set(codePoint, file);
        break;
      }
    }
  }
  return found;
}
