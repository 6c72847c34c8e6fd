/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Rendering the document and its types takes a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The type-level tests are the package's `pnpm typecheck` (`vitest run --typecheck.only`) rather than run beside
    // these: checking the package's types once more in every test run cost more than the tests themselves. The
    // checker, TypeScript's native compiler as in the other packages' typecheck (pnpm-workspace.yaml), checks every
    // file of tsconfig.json, so an error outside the type tests fails it too (a source error).
    typecheck: { include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json', checker: 'tsgo' },
  },
});
