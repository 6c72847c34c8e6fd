import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Noto Sans TC (Hant) from npm, so a worksheet prints the same wherever the server runs, with no system fonts.
 * Read once, on the first export: most of the server never needs its 5.6 MB.
 */
let loaded: Promise<Uint8Array> | undefined;
export function worksheetFont(): Promise<Uint8Array> {
  loaded ??= (async () => {
    const entry = fileURLToPath(import.meta.resolve('@embedpdf/fonts-tc'));
    const bytes = await readFile(new URL('../fonts/NotoSansHant-Regular.otf', `file://${entry}`));
    return new Uint8Array(bytes);
  })();
  return loaded;
}
