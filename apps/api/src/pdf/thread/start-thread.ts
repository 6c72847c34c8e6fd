import { type ResourceLimits, Worker } from 'node:worker_threads';

/**
 * A worker thread running the TypeScript module at `entry`, loaded through tsx as the server itself is (see
 * boot.mjs). PDF work runs on such threads: parsing, cleaning and drawing a large file takes seconds of steady
 * computing, which on the server's own thread would hold up every request meanwhile.
 */
export function startThread(entry: URL, resourceLimits?: ResourceLimits): Worker {
  return new Worker(new URL('./boot.mjs', import.meta.url), {
    workerData: { entry: entry.href },
    ...(resourceLimits ? { resourceLimits } : {}),
  });
}
