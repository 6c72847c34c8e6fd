// pdf.js reads some of its data on demand: CMaps for CJK text in fonts the PDF does not embed, the standard
// fonts, and WebAssembly decoders (JBIG2 and JPEG 2000 scans, colour profiles). Vite emits each file as an
// asset of its own and loads one only when a PDF needs it; no other copy step is needed.
const assets = import.meta.glob(
  [
    '../../../../node_modules/pdfjs-dist/cmaps/*.bcmap',
    '../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}',
    '../../../../node_modules/pdfjs-dist/wasm/*.wasm',
  ],
  { query: '?url', import: 'default' },
);

const folders: Record<string, string> = {
  cMapUrl: 'cmaps',
  standardFontDataUrl: 'standard_fonts',
  wasmUrl: 'wasm',
};

/**
 * What getDocument's `BinaryDataFactory` option expects: pdf.js asks it for `{ kind, filename }` and takes the
 * bytes. Used with `useWorkerFetch: false`, so the worker asks the page, which knows the emitted asset URLs.
 */
export class BundledPdfData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const load = assets[`../../../../node_modules/pdfjs-dist/${folders[kind] ?? kind}/${filename}`];
    if (!load) throw new Error(`pdf.js asked for ${kind} ${filename}, which is not bundled`);
    const url = await load();
    if (typeof url !== 'string') throw new Error(`no URL for ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${filename}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
