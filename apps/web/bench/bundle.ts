// `pnpm bench` (after the build): what each page's first load downloads (the same figures the byte budgets
// check), the largest chunks fetched later, and for every chunk listed the modules that make up most of it.
// Reads the built files and the build's own records (dist/.vite), so the numbers are what the server sends;
// asserts nothing. Usage: tsx bench/bundle.ts [distDir]   (default: apps/web/dist)
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { BUNDLE_STATS_FILE } from '../build/bundle-stats.ts';
import { readManifest } from '../build/manifest.ts';
import { addSizes, measure, routeFirstLoads, type Sizes } from '../scripts/route-sizes.ts';

const LAZY_SHOWN = 8;
const FIRST_LOAD_SHOWN = 5;
const MODULES_SHOWN = 4;

type Asset = Sizes & { file: string };

const bundleStatsSchema = z.object({
  chunks: z.array(
    z.object({ file: z.string(), modules: z.array(z.object({ id: z.string(), bytes: z.number() })) }),
  ),
});

/** The build's own scripts and stylesheets, by its manifest: a dist/ restored over an older one keeps stale files. */
async function builtFiles(distDir: string): Promise<string[]> {
  const files = Object.values(await readManifest(distDir)).flatMap((entry) => [
    entry.file,
    ...(entry.css ?? []),
  ]);
  return [...new Set(files)].filter((file) => /\.(m?js|css)$/.test(file));
}

const none: Sizes = { raw: 0, gzip: 0, brotli: 0 };
const sum = (assets: Sizes[]) => assets.reduce(addSizes, none);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(10);
const row = (label: string, s: Sizes) => `  ${label.padEnd(48)}${kB(s.raw)}${kB(s.gzip)}${kB(s.brotli)}`;
const header = (title: string) =>
  `${title.padEnd(50)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`;

/** "react-dom 41%, @mantine/core 22%, …": the packages (or source folders) holding most of a chunk's code. */
function mainModules(modules: Array<{ id: string; bytes: number }>): string {
  const byOwner = new Map<string, number>();
  for (const { id, bytes } of modules) {
    const parts = id.split('/');
    // A package by its name; the workspace's own code by its folder (`packages/ui/src/archive-table`).
    const named = /^(apps|packages)\//.test(id)
      ? parts.slice(0, 4).join('/')
      : parts.slice(0, id.startsWith('@') ? 2 : 1).join('/');
    byOwner.set(named, (byOwner.get(named) ?? 0) + bytes);
  }
  const total = [...byOwner.values()].reduce((a, b) => a + b, 0) || 1;
  return [...byOwner.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MODULES_SHOWN)
    .map(([owner, bytes]) => `${owner} ${Math.round((bytes / total) * 100)}%`)
    .join(', ');
}

async function main() {
  const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  const statsText = await readFile(join(distDir, BUNDLE_STATS_FILE), 'utf8').catch(() => {
    throw new Error(`no ${distDir}/${BUNDLE_STATS_FILE}: build the web app first (pnpm turbo run build)`);
  });
  const stats = bundleStatsSchema.parse(JSON.parse(statsText));
  const modulesOf = new Map(stats.chunks.map((chunk) => [chunk.file, chunk.modules]));
  const assets = new Map<string, Asset>();
  for (const file of await builtFiles(distDir))
    assets.set(file, { file, ...measure(await readFile(join(distDir, file))) });
  const withModules = (asset: Asset) => {
    const modules = modulesOf.get(asset.file);
    return modules ? `${row(asset.file, asset)}\n      ${mainModules(modules)}` : row(asset.file, asset);
  };

  console.log(`\nWeb bundle (${relative(process.cwd(), distDir) || '.'})`);
  const loads = await routeFirstLoads(distDir);
  const firstLoaded = new Set(loads.flatMap((load) => load.files));
  for (const load of loads) {
    console.log(header(`First load of ${load.path} (${load.files.length} files)`));
    console.log(row('index.html (landing page, skeleton, first-paint CSS)', load.html));
    const files = load.files.flatMap((file) => assets.get(file) ?? []).sort((a, b) => b.gzip - a.gzip);
    for (const asset of files.slice(0, FIRST_LOAD_SHOWN)) console.log(withModules(asset));
    const rest = files.slice(FIRST_LOAD_SHOWN);
    if (rest.length) console.log(row(`${rest.length} smaller files`, sum(rest)));
    console.log(row('total', load.total));
  }
  const later = [...assets.values()].filter((a) => !firstLoaded.has(a.file)).sort((a, b) => b.gzip - a.gzip);
  console.log(header(`Largest chunks loaded later (${LAZY_SHOWN} of ${later.length})`));
  for (const asset of later.slice(0, LAZY_SHOWN)) console.log(withModules(asset));
  console.log(row('all later chunks', sum(later)));
  console.log(header('Whole app'));
  console.log(row(`JS and CSS (${assets.size} files)`, sum([...assets.values()])));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
