// Vite's build manifest (`build.manifest`: dist/.vite/manifest.json), read by the prerender, the size budgets
// and the bundle report, so they all follow the build exactly.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
export type Manifest = z.infer<typeof manifestSchema>;

export async function readManifest(distDir: string): Promise<Manifest> {
  const text = await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8').catch(() => {
    throw new Error(
      `no ${distDir}/.vite/manifest.json: build the web app first (pnpm --filter @pastexam/web build)`,
    );
  });
  return manifestSchema.parse(JSON.parse(text));
}

/** The key of the HTML entry's chunk. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return key;
}

/** The manifest key of the chunk TanStack Router splits a route's component into, e.g. `_guest/index`. */
export const routeChunkKey = (routeFile: string) => `src/routes/${routeFile}.tsx?tsr-split=component`;

/**
 * Every file a manifest entry loads at once, dependencies first: the files of its static imports
 * (recursively), then its own file and its CSS. Files already in `loaded` are not repeated.
 */
export function closure(
  manifest: Manifest,
  key: string,
  loaded: string[] = [],
  visited: Set<string> = new Set(),
): string[] {
  if (visited.has(key)) return loaded;
  visited.add(key);
  const entry = manifest[key];
  if (!entry) throw new Error(`the manifest has no ${key}`);
  for (const imported of entry.imports ?? []) closure(manifest, imported, loaded, visited);
  for (const file of [entry.file, ...(entry.css ?? [])]) if (!loaded.includes(file)) loaded.push(file);
  return loaded;
}
