/**
 * The modules the build (scripts/build.ts) bundles, by the name of their file in dist/: the production server
 * and each worker thread's or child process's entry, which a compiled server starts from dist/ (see
 * pdf/thread/start-thread.ts and pdf/images/off-process.ts).
 */
export const COMPILED_ENTRIES = {
  main: 'main.ts',
  'sanitize-thread': 'pdf/thread/sanitize-thread.ts',
  'text-thread': 'search/extract/text-thread/thread.ts',
  'render-thread': 'search/extract/render-thread/thread.ts',
  'images-process': 'pdf/images/process.ts',
} as const;
