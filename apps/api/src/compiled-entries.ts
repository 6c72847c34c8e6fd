/**
 * The modules the build (scripts/build.ts) bundles, by the name of their file in dist/: the production server
 * and each worker thread's entry, which a compiled server starts from dist/ (see pdf/thread/start-thread.ts).
 */
export const COMPILED_ENTRIES = {
  main: 'main.ts',
  'sanitize-thread': 'pdf/thread/sanitize-thread.ts',
  'text-thread': 'search/extract/text-thread/thread.ts',
  'render-thread': 'search/extract/render-thread/thread.ts',
} as const;
