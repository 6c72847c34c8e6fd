// What each page of the built app makes a first-time visitor download: the entry with everything it imports
// statically, plus the page's own route chunk and its static imports (TanStack Router splits each route's
// component into a chunk of its own), JS and CSS, measured as the server sends them. Reads Vite's manifest
// (`build.manifest`), so the figures follow the build exactly and do not depend on the machine.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

export type Sizes = { raw: number; gzip: number; brotli: number };
export type RouteLoad = { path: string; files: string[]; js: Sizes; css: Sizes; total: Sizes };

const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/** `_auth/archive` → `/archive`: pathless layouts (a leading `_`) and `index` add nothing to the URL. */
export function routePath(file: string): string {
  const segments = file.split('/').filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

/** Every file a manifest entry loads at once: its own, its CSS and those of its static imports, recursively. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return files;
  files.add(entry.file);
  for (const css of entry.css ?? []) files.add(css);
  for (const imported of entry.imports ?? []) closure(manifest, imported, files);
  return files;
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

export async function readManifest(distDir: string): Promise<Manifest> {
  const text = await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8').catch(() => {
    throw new Error(
      `no ${distDir}/.vite/manifest.json: build the web app first (pnpm --filter @pastexam/web build)`,
    );
  });
  return manifestSchema.parse(JSON.parse(text));
}

/** The first load of every routed page, by URL path. */
export async function routeFirstLoads(distDir: string): Promise<RouteLoad[]> {
  const manifest = await readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
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
    const files = [...closure(manifest, key, closure(manifest, entry))];
    let js = none;
    let css = none;
    for (const file of files) {
      if (file.endsWith('.css')) css = addSizes(css, await sizeOf(file));
      else js = addSizes(js, await sizeOf(file));
    }
    loads.push({ path: routePath(match[1]), files, js, css, total: addSizes(js, css) });
  }
  return loads;
}
