// What each page of the built app makes a first-time visitor download before it is usable, measured as the
// server sends it (gzip; brotli alongside): index.html (the prerendered landing page, the skeleton and the
// inlined first-paint stylesheets), the entry with everything it imports statically and the landing page's
// modules (every page starts with them), the page's own route chunk (TanStack Router splits each route's
// component into one) with its static imports, and, on signed-in pages, the chunks every such page fetches as
// it starts. Reads Vite's manifest, so the figures follow the build exactly and do not depend on the machine.
// Usage: tsx scripts/route-sizes.ts [dist] [--files] prints every page's figures (and, with --files, what it
// loads); scripts/check-budgets.ts holds them to the budgets.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { closure, entryKey, type Manifest, readManifest } from '../build/manifest.ts';
import { readStartFiles, SIGNED_IN_START } from '../build/start-files.ts';

export type Sizes = { raw: number; gzip: number; brotli: number };
export type RouteLoad = { path: string; files: string[]; html: Sizes; js: Sizes; css: Sizes; total: Sizes };

const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/** `_auth/archive` → `/archive`: pathless layouts (a leading `_`) and `index` add nothing to the URL. */
export function routePath(file: string): string {
  const segments = file.split('/').filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

export function measure(content: Buffer): Sizes {
  return {
    raw: content.byteLength,
    gzip: gzipSync(content, { level: 9 }).byteLength,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  };
}

export const addSizes = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
const none: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/** The stylesheets index.html carries inline (each left a `disabled` link): no separate download. */
export function inlinedStylesheets(html: string): Set<string> {
  const tags = html.match(/<link\b[^>]*\brel="stylesheet"[^>]*\sdisabled[^>]*>/g) ?? [];
  return new Set(tags.map((tag) => /\bhref="\/([^"]+)"/.exec(tag)?.[1] ?? ''));
}

export function startFiles(manifest: Manifest, routeKey: string, signedIn: boolean, html: string): string[] {
  // What the page starts with (the entry and its modules, the landing page's included; see start-files.ts),
  // then the route's own chunk and, signed in, the chunks every such page fetches as it starts.
  const files = closure(manifest, entryKey(manifest));
  for (const href of readStartFiles(html)?.app ?? [])
    if (!files.includes(href.slice(1))) files.push(href.slice(1));
  closure(manifest, routeKey, files);
  if (signedIn) for (const key of SIGNED_IN_START) closure(manifest, key, files);
  return files;
}

/** The first load of every routed page, by URL path. */
export async function routeFirstLoads(distDir: string): Promise<RouteLoad[]> {
  const manifest = await readManifest(distDir);
  const htmlText = await readFile(join(distDir, 'index.html'), 'utf8');
  const html = measure(Buffer.from(htmlText));
  const inlined = inlinedStylesheets(htmlText);
  const sizes = new Map<string, Sizes>();
  const sizeOf = async (file: string) => {
    const known = sizes.get(file);
    if (known) return known;
    const measured = measure(await readFile(join(distDir, file)));
    sizes.set(file, measured);
    return measured;
  };
  const loads: RouteLoad[] = [];
  for (const key of Object.keys(manifest).sort()) {
    const match = ROUTE_CHUNK.exec(key);
    if (!match?.[1]) continue;
    const files = startFiles(manifest, key, match[1].startsWith('_auth/'), htmlText).filter(
      (file) => !inlined.has(file),
    );
    let js = none;
    let css = none;
    for (const file of files) {
      if (file.endsWith('.css')) css = addSizes(css, await sizeOf(file));
      else js = addSizes(js, await sizeOf(file));
    }
    loads.push({ path: routePath(match[1]), files, html, js, css, total: addSizes(html, addSizes(js, css)) });
  }
  return loads;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line a page: its total and its parts, gzip (brotli total alongside). */
export function formatLoad(load: RouteLoad): string {
  return (
    `${load.path.padEnd(16)} ${kB(load.total.gzip).padStart(9)} gzip ` +
    `(HTML ${kB(load.html.gzip)}, JS ${kB(load.js.gzip)}, CSS ${kB(load.css.gzip)}; ` +
    `${kB(load.total.brotli)} brotli, ${load.files.length} files)`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const distDir = args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..', 'dist');
  for (const load of await routeFirstLoads(distDir)) {
    console.log(formatLoad(load));
    if (args.includes('--files')) for (const file of load.files) console.log(`  ${file}`);
  }
}
