// `pnpm bench` (after `vite build`): what a visitor's first page load downloads, and the largest chunks
// fetched later. Reads the built files only, so the numbers are what the server sends; asserts nothing.
// Usage: tsx bench/bundle.ts [distDir]   (default: apps/web/dist)
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { z } from 'zod';

const LAZY_SHOWN = 8;

type Sizes = { raw: number; gzip: number; brotli: number };
type Asset = Sizes & { file: string };

/** The page's own references: same-origin absolute paths, as Vite writes them with `base: '/'`. */
const assetPath = z
  .string()
  .regex(/^\/[^?#\s]+$/, 'expected a same-origin asset path')
  .transform((path) => path.slice(1));
const entryTag = z.union([
  z.object({ tag: z.literal('script'), type: z.literal('module'), src: assetPath }).transform((t) => t.src),
  z
    .object({ tag: z.literal('link'), rel: z.enum(['modulepreload', 'stylesheet']), href: assetPath })
    .transform((t) => t.href),
]);

/** Every file the HTML itself makes the browser fetch at once: entry script, modulepreloads, stylesheets. */
function initialFiles(html: string): string[] {
  const files: string[] = [];
  for (const [, tag = '', attrs = ''] of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const record: Record<string, string> = { tag };
    for (const [, name = '', value = ''] of attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) record[name] = value;
    const parsed = entryTag.safeParse(record);
    // Icons and inline scripts are not part of the bundle; anything else is worth saying out loud.
    if (parsed.success) files.push(parsed.data);
    else if (tag === 'script' && record.src)
      console.warn(`skipped a script the report does not understand: ${record.src}`);
  }
  return files;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

function measure(content: Buffer): Sizes {
  return { raw: content.length, gzip: gzipSync(content).length, brotli: brotliCompressSync(content).length };
}

function sum(assets: Asset[]): Sizes {
  return assets.reduce(
    (t, a) => ({ raw: t.raw + a.raw, gzip: t.gzip + a.gzip, brotli: t.brotli + a.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(10);
const row = (label: string, s: Sizes) => `  ${label.padEnd(44)}${kB(s.raw)}${kB(s.gzip)}${kB(s.brotli)}`;
const header = (title: string) =>
  `${title.padEnd(46)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`;

async function main() {
  const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  const html = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(
      `no ${distDir}/index.html: build the web app first (pnpm turbo run build --filter @pastexam/web)`,
    );
  });
  const all = await listFiles(distDir);
  const code = all.filter((f) => /\.(m?js|css)$/.test(f));
  const assets = new Map<string, Asset>();
  for (const file of code) assets.set(file, { file, ...measure(await readFile(join(distDir, file))) });

  const initial = initialFiles(html).map((file) => {
    const asset = assets.get(file);
    if (!asset) throw new Error(`index.html refers to ${file}, which the build did not write`);
    return asset;
  });
  const initialSet = new Set(initial.map((a) => a.file));
  const later = [...assets.values()].filter((a) => !initialSet.has(a.file)).sort((a, b) => b.gzip - a.gzip);
  const isJs = (a: Asset) => !a.file.endsWith('.css');

  console.log(`\nWeb bundle (${relative(process.cwd(), distDir) || '.'})`);
  console.log(header('First page load'));
  for (const a of [...initial].sort((x, y) => y.gzip - x.gzip)) console.log(row(a.file, a));
  console.log(row('JS', sum(initial.filter(isJs))));
  console.log(row('CSS', sum(initial.filter((a) => !isJs(a)))));
  console.log(row('total first load', sum(initial)));
  console.log(header(`Largest chunks loaded later (${LAZY_SHOWN} of ${later.length})`));
  for (const a of later.slice(0, LAZY_SHOWN)) console.log(row(a.file, a));
  console.log(row('all later chunks', sum(later)));
  console.log(header('Whole app'));
  console.log(row(`JS and CSS (${assets.size} files)`, sum([...assets.values()])));
  let everything = 0;
  for (const file of all) everything += (await readFile(join(distDir, file))).length;
  console.log(`  ${`every file incl. fonts, wasm, cmaps (${all.length})`.padEnd(44)}${kB(everything)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
