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
await build({ root: webRoot, configFile, logLevel: 'warn', build: { outDir: firstPass, emptyOutDir: true } });
await mkdir(join(webRoot, 'node_modules'), { recursive: true });
await copyFile(join(firstPass, FIRST_LOAD_FILE), recorded);
await rm(firstPass, { recursive: true, force: true });

process.env[FIRST_LOAD_ENV] = recorded;
await build({ root: webRoot, configFile });
