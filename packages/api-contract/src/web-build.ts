// What a complete web build is, agreed between the build that writes apps/web/dist and the server that serves
// it. A build does not write its directory in one go: Vite empties it and writes every file, the prerender
// rewrites index.html in place, the compression adds copies, and a turbo cache hit truncates and rewrites every
// file where it stands. So the build's last step lists each file it wrote with a hash of its bytes, and a
// server takes a build only when every listed file has those bytes: whatever is being written meanwhile, what
// it takes is one whole build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';

/** The list a finished build leaves in its directory; a dotfile, so it is never served itself. */
export const WEB_BUILD_SEAL = '.build-seal.json';

/** A path inside the build (`assets/index-abc.js`): no absolute path, no `..`, no dotfile. */
const sitePath = z.string().regex(/^[^./\\][^/\\]*(?:\/[^./\\][^/\\]*)*$/);
/** A Content-Security-Policy hash source, as `script-src` takes it: `'sha256-…'`. */
const scriptHash = z.string().regex(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
const sealSchema = z.object({
  files: z.record(sitePath, z.string()),
  /** The inline scripts of index.html, by hash: the only inline scripts the server's policy lets run. */
  scriptHashes: z.array(scriptHash).default([]),
});

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');

/** `<script>` elements without `src`: their text is what a browser hashes for the policy. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The `script-src` hash source of each inline script in `html`, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The files of the site under `dir`; dot entries are build bookkeeping (Vite's .vite/, the seal), not site. */
function* siteFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* siteFiles(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * The build's last step: lists every file of the site in `dir` with its hash, and the hashes of index.html's
 * inline scripts for the server's Content-Security-Policy. The list appears whole (written beside, then
 * renamed), so a reader never sees half of it. Returns how many files it lists.
 */
export function sealWebBuild(dir: string): number {
  const files: Record<string, string> = {};
  for (const path of siteFiles(dir))
    files[relative(dir, path).split(sep).join('/')] = hashOf(readFileSync(path));
  const index = join(dir, 'index.html');
  const scriptHashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  const written = join(dir, `${WEB_BUILD_SEAL}.${process.pid}`);
  writeFileSync(written, JSON.stringify({ files, scriptHashes }));
  renameSync(written, join(dir, WEB_BUILD_SEAL));
  return Object.keys(files).length;
}

/** One file of a complete build: its bytes and the sha256 (base64url) the seal gives them. */
export type BuiltFile = { bytes: Buffer; hash: string };

export type WebBuildRead =
  /** `dir` does not exist: nothing was ever built there. */
  | { kind: 'absent' }
  /** A build is writing `dir`, or broke off; `reason` says what was found (zh-TW, for the operator). */
  | { kind: 'incomplete'; reason: string }
  /**
   * Every file the seal lists, by its path inside the build (a file the seal does not list is left out), and
   * the `script-src` hashes of index.html's inline scripts.
   */
  | { kind: 'complete'; files: ReadonlyMap<string, BuiltFile>; scriptHashes: readonly string[] };

const codeOf = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined);

/** Reads the build in `dir` as its seal lists it, once; never throws for what a build in progress leaves. */
export function readWebBuild(dir: string): WebBuildRead {
  if (!existsSync(dir)) return { kind: 'absent' };
  let seal: z.infer<typeof sealSchema>;
  try {
    seal = sealSchema.parse(JSON.parse(readFileSync(join(dir, WEB_BUILD_SEAL), 'utf8')));
  } catch (error) {
    const missing = codeOf(error) === 'ENOENT';
    return { kind: 'incomplete', reason: `${WEB_BUILD_SEAL} ${missing ? '不存在' : '無法讀取'}` };
  }
  const files = new Map<string, BuiltFile>();
  for (const [path, hash] of Object.entries(seal.files)) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(dir, path));
    } catch (error) {
      if (codeOf(error) !== 'ENOENT' && codeOf(error) !== 'EISDIR') throw error;
      return { kind: 'incomplete', reason: `缺少 ${path}` };
    }
    if (hashOf(bytes) !== hash) return { kind: 'incomplete', reason: `${path} 與 ${WEB_BUILD_SEAL} 不符` };
    files.set(path, { bytes, hash });
  }
  return { kind: 'complete', files, scriptHashes: seal.scriptHashes };
}
