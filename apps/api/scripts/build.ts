// `pnpm build` for the server: bundles the production entry (src/main.ts) and the entries of its worker threads
// into dist/*.js, so that a start and a thread's start run JavaScript, not TypeScript compiled by tsx on the
// spot. Packages from npm stay imports (resolved from node_modules at run time); the workspace's own packages,
// which export TypeScript, are bundled in. `pnpm dev` and the tests keep running the sources.
//
// A module's `import.meta.url` keeps meaning its source file, so paths it resolves next to itself (the
// migrations, the web build, pdf.js's fonts) stay right; `new URL('./x.ts', import.meta.url)` naming a thread's
// entry becomes that thread's bundle. Every file is written beside its place and renamed into it, so a server
// running from dist/ never reads a half-written file. Last, it makes the database template a first start copies
// (scripts/database-template.ts). Usage: tsx scripts/build.ts
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { z } from 'zod';
import { COMPILED_ENTRIES } from '../src/compiled-entries.ts';
import { writeDatabaseTemplate } from './database-template.ts';

const apiRoot = resolve(import.meta.dirname, '..');
const srcDir = join(apiRoot, 'src');
const outDir = join(apiRoot, 'dist');

const entryOfSource = new Map(
  Object.entries(COMPILED_ENTRIES).map(([name, source]) => [join(srcDir, source), `${name}.js`]),
);

const toPosix = (path: string) => path.split(sep).join('/');

/** `new URL('./x.ts', import.meta.url)`, the one shape in which a module names another module's file, or else
 * `import.meta.url` alone. */
const MODULE_URL =
  /new URL\(\s*(['"])(\.{1,2}\/[^'"]+\.ts)\1\s*,\s*import\.meta\.url\s*\)|import\.meta\.url/g;

/** Rewrites one source's `import.meta.url` (see the head of this file); a .ts URL must name a thread entry. */
export function rewriteModuleUrls(code: string, sourcePath: string): string {
  const source = `new URL(${JSON.stringify(toPosix(relative(outDir, sourcePath)))}, import.meta.url).href`;
  return code.replace(MODULE_URL, (_match, _quote: string | undefined, target: string | undefined) => {
    if (target === undefined) return source;
    const entry = entryOfSource.get(resolve(dirname(sourcePath), target));
    if (!entry) throw new Error(`${relative(apiRoot, sourcePath)}: ${target} is not in COMPILED_ENTRIES`);
    return `new URL(${JSON.stringify(`./${entry}`)}, import.meta.url)`;
  });
}

const moduleUrls: Plugin = {
  name: 'module-urls',
  setup(plugin) {
    plugin.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const code = await readFile(path, 'utf8');
      return {
        contents: code.includes('import.meta.url') ? rewriteModuleUrls(code, path) : code,
        loader: 'ts',
      };
    });
  },
};

const manifest = z
  .object({ dependencies: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')));
/**
 * What npm installs stays an import, but for the pure JavaScript the server's start loads (BUNDLED_AT_START); the
 * `workspace:` packages export TypeScript and are bundled.
 */
const npmPackages = Object.entries(manifest.dependencies)
  .filter(([, version]) => !version.startsWith('workspace:'))
  .map(([name]) => name);
const externalOf = (packages: string[]) => packages.flatMap((name) => [name, `${name}/*`]);

/**
 * Packages of many small modules the server's start loads, bundled into dist/main.js (packages of one file, or
 * with files of their own to read, such as PGlite's WebAssembly, stay imports): Node's loader took about 0.35 s
 * of a start to resolve, read and compile their 290 modules one by one. The threads' entries keep them imports.
 */
const BUNDLED_AT_START = ['drizzle-orm', 'zod', 'jose', 'hono', '@hono/node-server'];

const bundle = (entries: Partial<typeof COMPILED_ENTRIES>, external: string[]) =>
  build({
    absWorkingDir: apiRoot,
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, source]) => [name, join(srcDir, source)]),
    ),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [moduleUrls],
    write: false,
    metafile: true,
  });

const { main, ...threads } = COMPILED_ENTRIES;
const [result, threadsResult] = await Promise.all([
  bundle({ main }, externalOf(npmPackages.filter((name) => !BUNDLED_AT_START.includes(name)))),
  bundle(threads, externalOf(npmPackages)),
]);

/**
 * Packages the server loads the first time a request or a job needs them, never at its start: each costs a start
 * 90 to 250 ms, and many servers never use them. A static import of one into the server's bundle fails the build.
 */
const LOADED_ON_FIRST_USE = [
  '@google/genai',
  'pdf-lib',
  'nodemailer',
  '@aws-sdk/client-s3',
  'mathjax-full',
  'unified',
  'remark-parse',
  'remark-math',
];
const eager = (result.metafile.outputs['dist/main.js']?.imports ?? []).filter(
  ({ path, kind }) =>
    kind === 'import-statement' &&
    LOADED_ON_FIRST_USE.some((name) => path === name || path.startsWith(`${name}/`)),
);
if (eager.length > 0) {
  console.error(
    `dist/main.js imports at its start what it should load on first use: ${eager.map(({ path }) => path).join(', ')}`,
  );
  process.exit(1);
}

await mkdir(outDir, { recursive: true });
for (const file of [...result.outputFiles, ...threadsResult.outputFiles]) {
  const written = `${file.path}.${process.pid}`;
  await writeFile(written, file.contents);
  await rename(written, file.path);
}
await writeDatabaseTemplate();
console.log(
  `built ${result.outputFiles.length + threadsResult.outputFiles.length} files and the database template into ${toPosix(relative(apiRoot, outDir))}/`,
);
