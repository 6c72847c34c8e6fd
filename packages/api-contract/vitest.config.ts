/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Rendering the document and its types takes a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The type-level tests run with `pnpm typecheck` (`vitest run --typecheck.only`), right after tsc, rather than
    // beside these: checking the package's types once more in every test run cost more than the tests themselves.
    typecheck: { include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
