// `pnpm build`, first step: the browser bundle, built twice so the first load is one chunk (see
// build/first-load-chunk.ts). The second pass writes dist/ as served; the prerender and the compression follow.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { FIRST_LOAD_ENV, FIRST_LOAD_FILE } from '../build/first-load-chunk.ts';

const webRoot = resolve(import.meta.dirname, '..');
const firstPass = join(webRoot, 'node_modules', '.first-pass');
const recorded = join(webRoot, 'node_modules', '.first-load-modules.json');
const configFile = join(webRoot, 'vite.config.ts');

delete process.env[FIRST_LOAD_ENV];
// Warnings only, and no size of each of the ~500 files computed and listed: `pnpm bench` and the budgets measure
// what a browser fetches. One line below says what was built.
const quiet = { logLevel: 'warn', build: { reportCompressedSize: false } } as const;
const startedAt = performance.now();
await build({
  root: webRoot,
  configFile,
  ...quiet,
  build: { ...quiet.build, outDir: firstPass, emptyOutDir: true },
});
await mkdir(join(webRoot, 'node_modules'), { recursive: true });
await copyFile(join(firstPass, FIRST_LOAD_FILE), recorded);
await rm(firstPass, { recursive: true, force: true });

process.env[FIRST_LOAD_ENV] = recorded;
const output = await build({ root: webRoot, configFile, ...quiet });
const files = [output].flat().flatMap((result) => ('output' in result ? result.output : [])).length;
console.info(
  `built ${files} files into dist in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (both passes)`,
);
