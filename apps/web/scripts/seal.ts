// `pnpm build`, last step: lists every file of dist/ with a hash of its bytes in dist/.build-seal.json, so a
// server starting from this directory takes it only whole, never half written by another build (see
// @pastexam/api-contract/web-build). Usage: tsx scripts/seal.ts [dist]
import { join, resolve } from 'node:path';
import { sealWebBuild, WEB_BUILD_SEAL } from '@pastexam/api-contract/web-build';

const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
console.log(`sealed ${sealWebBuild(distDir)} files in ${WEB_BUILD_SEAL}`);
