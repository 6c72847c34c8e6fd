/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Rendering the document and its types takes a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    typecheck: { include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
