// After `vite build`: renders the guest's landing page (src/prerender.tsx, built for Node) into
// dist/index.html, and in English into dist/index.en.html (the server sends it to a browser asking for English),
// inlines the first page's stylesheets and hands the app's files to theme-init.js, so / paints
// before any JavaScript is fetched or run. Usage: tsx scripts/prerender.ts [dist]
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENGLISH_INDEX_HTML, type Locale } from '@pastexam/api-contract/locales';
import { build } from 'vite';
import { z } from 'zod';
import { cascadeOrder, firstPaintHtml, linkedModules, linkedStylesheets } from '../build/first-paint.ts';
import { closure, entryKey, type Manifest, readManifest, routeChunkKey } from '../build/manifest.ts';
import { pageInLanguage } from '../build/page-language.ts';
import { SIGNED_IN_START, type StartFiles, withStartFiles } from '../build/start-files.ts';

const webRoot = resolve(import.meta.dirname, '..');
/** Inside the app's own node_modules, so the built module finds React and Mantine where Node looks. */
const ssrOutDir = join(webRoot, 'node_modules', '.prerender');

const headSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  overviewTitle: z.string().min(1),
  overviewHint: z.string().min(1),
});
type Landing = z.infer<typeof headSchema> & { markup: string };
const aFunction = z.custom<(locale: Locale) => Promise<unknown>>((value) => typeof value === 'function');

/** Builds src/prerender.tsx for Node and returns the landing page's markup and the page's words in a language. */
async function renderLandings(): Promise<Record<Locale, Landing>> {
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrOutDir, emptyOutDir: true, manifest: false },
  });
  const module: unknown = await import(pathToFileURL(join(ssrOutDir, 'prerender.js')).href);
  const exported = z
    .object({ renderLanding: aFunction, landingHead: aFunction })
    .parse(module, { reportInput: false });
  const inLanguage = async (locale: Locale): Promise<Landing> => ({
    markup: z
      .string()
      .min(1)
      .parse(await exported.renderLanding(locale)),
    ...headSchema.parse(await exported.landingHead(locale)),
  });
  const landings = { 'zh-TW': await inLanguage('zh-TW'), en: await inLanguage('en') };
  await rm(ssrOutDir, { recursive: true, force: true });
  return landings;
}

/** Files of `keys`' closures beyond those in `loaded`, which grows by them. */
function beyond(manifest: Manifest, keys: string[], loaded: string[]): string[] {
  const before = loaded.length;
  for (const key of keys) closure(manifest, key, loaded);
  return loaded.slice(before);
}

const distDir = resolve(process.argv[2] ?? join(webRoot, 'dist'));
const htmlPath = join(distDir, 'index.html');
const html = await readFile(htmlPath, 'utf8');
const manifest = await readManifest(distDir);
const asPath = (file: string) => `/${file}`;

const [entry, ...vitePreloads] = linkedModules(html);
if (!entry) throw new Error('index.html has no entry script');
const loaded = closure(manifest, entryKey(manifest));
const landing = beyond(manifest, [routeChunkKey('_guest/index')], loaded);
const session = beyond(manifest, SIGNED_IN_START, loaded);
const archive = beyond(manifest, [routeChunkKey('_auth/archive')], loaded);

// The entry's and the landing page's stylesheets are inlined; the rest are fetched with their modules.
const cssHrefs = cascadeOrder([
  ...linkedStylesheets(html),
  ...landing.filter((file) => file.endsWith('.css')).map(asPath),
]);
const stylesheets = await Promise.all(
  cssHrefs.map(async (href) => ({ href, css: await readFile(join(distDir, href), 'utf8') })),
);
const modules = (files: string[]) => files.filter((file) => !file.endsWith('.css')).map(asPath);
const withCss = (files: string[]) => files.map(asPath);
const start: StartFiles = {
  entry,
  app: [...vitePreloads, ...modules(landing).filter((href) => !vitePreloads.includes(href))],
  session: withCss(session),
  archive: withCss(archive),
};

const landings = await renderLandings();
const pageIn = (locale: Locale) => {
  const { markup, ...words } = landings[locale];
  return withStartFiles(
    firstPaintHtml({ html: pageInLanguage(html, locale, words), appHtml: markup, stylesheets }),
    start,
  );
};
await writeFile(htmlPath, pageIn('zh-TW'));
// The English page says its markup's language, so the first view (first-view/theme-init.js) and the start
// (main.tsx) show and hydrate it for an English reader, and draw the page afresh for a zh-TW one.
await writeFile(join(distDir, ENGLISH_INDEX_HTML), pageIn('en'));
const appHtml = landings['zh-TW'].markup;
const kB = (text: string) => `${(Buffer.byteLength(text) / 1000).toFixed(1)} kB`;
console.log(
  `prerendered /: ${kB(appHtml)} of markup, ${stylesheets.length} stylesheets inlined ` +
    `(${kB(stylesheets.map(({ css }) => css).join(''))}); the app starts with ${start.app.length + 1} modules, ` +
    `a session with ${start.session.length} more files, the archive with ${start.archive.length}`,
);
