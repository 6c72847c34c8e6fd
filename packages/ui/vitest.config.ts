/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // The top bar's and the search box's own stylesheets are applied (not left out, as CSS is by default): what
    // the opened search on a phone hides, and the widths the bar switches at, are read from them.
    css: { include: [/(top-bar|search-box)\.module\.css/] },
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // The files share one module graph per worker instead of importing React, Mantine and Testing Library afresh
    // each (half the suite's time); every test still renders into a clean document (src/test/setup.ts).
    isolate: false,
    // A story test clicks through Mantine dialogs in happy-dom: about a second each on an idle machine, several
    // times that while other packages' tests and builds share the two cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
