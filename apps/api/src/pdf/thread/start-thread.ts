import { type ResourceLimits, Worker } from 'node:worker_threads';

/**
 * A worker thread running the module at `entry`. PDF work runs on such threads: parsing, cleaning and drawing a
 * large file takes seconds of steady computing, which on the server's own thread would hold up every request
 * meanwhile. A compiled server names its threads' bundles in dist/ (see scripts/build.ts), which run as they
 * are; running from source (`pnpm dev`, the tests), `entry` is TypeScript, loaded through tsx (see boot.mjs).
 */
export function startThread(entry: URL, resourceLimits?: ResourceLimits): Worker {
  const limits = resourceLimits ? { resourceLimits } : {};
  if (entry.pathname.endsWith('.js')) return new Worker(entry, limits);
  return new Worker(new URL('./boot.mjs', import.meta.url), { workerData: { entry: entry.href }, ...limits });
}
