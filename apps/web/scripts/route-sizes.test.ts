import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_START } from '../build/start-files.ts';
import { routeFirstLoads, routePath } from './route-sizes.ts';

let dist: string;

async function put(file: string, content: string) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), content);
}

/** A built app as Vite and the prerender leave it: an entry, three routes, the signed-in start chunks. */
async function buildFakeDist() {
  const chunk = (file: string, more: { imports?: string[]; css?: string[]; isEntry?: boolean } = {}) => ({
    file,
    ...more,
  });
  const manifest: Record<string, ReturnType<typeof chunk>> = {
    'index.html': chunk('assets/index.js', {
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/index.css'],
    }),
    '_react.js': chunk('assets/react.js'),
    '_mantine.js': chunk('assets/mantine.js', { css: ['assets/mantine.css'] }),
    'src/routes/_guest/index.tsx?tsr-split=component': chunk('assets/landing.js', {
      imports: ['_mantine.js'],
    }),
    'src/routes/_guest/login/callback.tsx?tsr-split=component': chunk('assets/callback.js'),
    'src/routes/_auth/archive.tsx?tsr-split=component': chunk('assets/archive.js', {
      imports: ['_mantine.js'],
    }),
  };
  for (const key of SIGNED_IN_START) manifest[key] = chunk(`assets/${key.replace(/\W/g, '-')}.js`);
  await put('.vite/manifest.json', JSON.stringify(manifest));
  for (const { file, css } of Object.values(manifest)) {
    await put(file, `export const source = ${JSON.stringify(file)};`);
    for (const sheet of css ?? []) await put(sheet, `.rule-of-${sheet.replace(/\W/g, '-')} { color: red; }`);
  }
  // The entry's stylesheet is inlined (a disabled link is left); the landing page's modules start every page.
  await put(
    'index.html',
    '<html><head><script data-app-entry="/assets/index.js" data-app-modules="/assets/react.js /assets/landing.js' +
      ' /assets/mantine.js" id="theme-init">document.title;</script><style>.inlined{}</style>' +
      '<link rel="stylesheet" href="/assets/index.css" disabled></head><body><div id="root"></div></body></html>',
  );
}

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'route-sizes-'));
  await buildFakeDist();
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('route sizes', () => {
  it('names a route chunk by its URL', () => {
    expect(routePath('_guest/index')).toBe('/');
    expect(routePath('_auth/archive')).toBe('/archive');
    expect(routePath('_guest/login/callback')).toBe('/login/callback');
  });

  it('counts the entry, the landing modules and the route’s own chunk, without the inlined stylesheet', async () => {
    const loads = new Map((await routeFirstLoads(dist)).map((load) => [load.path, load]));
    expect(loads.get('/')?.files).toEqual([
      'assets/react.js',
      'assets/index.js',
      'assets/landing.js',
      'assets/mantine.js',
      'assets/mantine.css',
    ]);
    expect(loads.get('/login/callback')?.files).toContain('assets/callback.js');
    expect(loads.get('/login/callback')?.files).not.toContain('assets/archive.js');
  });

  it('adds what every signed-in page fetches as it starts to the pages behind sign-in only', async () => {
    const loads = new Map((await routeFirstLoads(dist)).map((load) => [load.path, load]));
    const sessionFiles = SIGNED_IN_START.map((key) => `assets/${key.replace(/\W/g, '-')}.js`);
    expect(loads.get('/archive')?.files).toEqual(
      expect.arrayContaining(['assets/archive.js', ...sessionFiles]),
    );
    expect(loads.get('/')?.files).not.toEqual(expect.arrayContaining(sessionFiles));
  });

  it('totals the HTML, the JS and the CSS, each as gzip', async () => {
    for (const load of await routeFirstLoads(dist)) {
      expect(load.html.gzip).toBeGreaterThan(0);
      expect(load.total.gzip).toBe(load.html.gzip + load.js.gzip + load.css.gzip);
      expect(load.total.raw).toBe(load.html.raw + load.js.raw + load.css.raw);
    }
    const home = (await routeFirstLoads(dist)).find((load) => load.path === '/');
    expect(home?.css.gzip).toBeGreaterThan(0);
  });
});
