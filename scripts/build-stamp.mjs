// @ts-check
// A build's last step: writes the hash turbo gave the build (TURBO_HASH) into its output directory, so that
// `pnpm start` (scripts/start.mjs) can tell a build that is current from one to redo without rebuilding. A build
// run outside turbo has no hash: its stamp is removed, and the next start builds through turbo.
// Usage: node scripts/build-stamp.mjs DIR
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A dotfile, so the web server never serves it (see @pastexam/api-contract/web-build). */
export const BUILD_STAMP = '.turbo-hash';

if (import.meta.filename === process.argv[1]) {
  const dir = resolve(process.argv[2] ?? '.');
  const hash = process.env.TURBO_HASH;
  if (hash) {
    const written = join(dir, `${BUILD_STAMP}.${process.pid}`);
    writeFileSync(written, `${hash}\n`);
    renameSync(written, join(dir, BUILD_STAMP));
  } else rmSync(join(dir, BUILD_STAMP), { force: true });
}
