// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, so the server
// sends the smallest encoding the browser takes without compressing anything per request. A copy that would
// not be smaller is not written.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.wasm',
  '.ttf',
  '.pfb',
]);
/** Below this a compressed copy saves less than the header it costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export async function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || (await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    if (br.byteLength < content.byteLength) await writeFile(`${path}.br`, br);
    if (gz.byteLength < content.byteLength) await writeFile(`${path}.gz`, gz);
    totals.files += 1;
    totals.bytes += content.byteLength;
    totals.brotliBytes += Math.min(br.byteLength, content.byteLength);
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const { files: count, bytes, brotliBytes } = await precompress(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  console.log(`precompressed ${count} files: ${kb(bytes)} → ${kb(brotliBytes)} brotli`);
}
