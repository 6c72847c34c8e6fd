/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // The top bar's own stylesheet is read (left out, as CSS is by default, otherwise): the widths it switches
    // at are checked against the theme's.
    css: { include: [/top-bar\.module\.css/] },
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
