/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { configDefaults } from 'vitest/config';
import { bundleStats } from './build/bundle-stats.ts';
import { contractGroup } from './build/contract-chunk.ts';
import { FIRST_LOAD_ENV, firstLoadGroup, recordFirstLoad, signedInGroup } from './build/first-load-chunk.ts';
import { GLOBAL_STYLES_CHUNK } from './build/first-paint.ts';
import { inlineFirstView } from './build/inline-first-view.ts';
import { mantineStyles } from './build/mantine-styles.ts';
import { workerWithoutDom } from './build/worker-without-dom.ts';
import { parseEnv } from './src/lib/env-schema.ts';

/** The test files that replace a module with vi.mock, found by reading them. */
const mocking = readdirSync(join(import.meta.dirname, 'src'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
  .map((file) => relative(import.meta.dirname, file));

export default defineConfig(({ mode }) => ({
  // The router plugin must run before the React plugin so the split route chunks get compiled too.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    inlineFirstView(),
    mantineStyles(),
    bundleStats({ root: resolve(import.meta.dirname, '../..') }),
    recordFirstLoad(),
  ],
  // The VITE_* variables are checked here, once: a wrong value fails the build with 前端設定不正確, and the app
  // reads the checked result (src/lib/env.ts) without parsing anything in the browser.
  define: { __PASTEXAM_ENV__: JSON.stringify(parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))) },
  worker: { plugins: () => [workerWithoutDom()] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // Lists each chunk's imports, so the size budgets can tell what every page loads first.
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    // Fonts (KaTeX's, for a mock exam's math) stay files of their own: the Content-Security-Policy loads fonts
    // from the site itself only, never from data: URLs, and a page without math never downloads them.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // Mantine's global rules (reset, default variables, helper classes) in a stylesheet of their own that
        // comes first, as in Mantine's own styles.css: every component's rules may then override them.
        codeSplitting: {
          groups: [
            { name: GLOBAL_STYLES_CHUNK, test: /packages[\\/]ui[\\/]src[\\/]styles[\\/]base\.css/ },
            // The rest of the first load in one file (see build/first-load-chunk.ts).
            ...firstLoadGroup(process.env[FIRST_LOAD_ENV]),
            ...contractGroup(process.env[FIRST_LOAD_ENV]),
            ...signedInGroup(process.env[FIRST_LOAD_ENV]),
          ],
        },
      },
      onwarn(warning, defaultHandler) {
        // Mantine ships "use client" directives for server components; in a client-only build they mean nothing.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    // A test renders the whole app against a loopback server and walks dialogs with user-event: a few seconds
    // on an idle machine, several times that while other packages' tests and builds share the two cores.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    projects: [
      // The files share one module graph per worker instead of importing React, Mantine, the router and the
      // contract afresh each (half the suite's time); every test still starts from a clean document and
      // storage (src/testing/setup.ts). A file that replaces a module with vi.mock needs a graph of its own.
      {
        extends: true,
        test: { name: 'web', isolate: false, exclude: [...configDefaults.exclude, ...mocking] },
      },
      { extends: true, test: { name: 'web (own modules)', include: mocking } },
    ],
  },
}));
