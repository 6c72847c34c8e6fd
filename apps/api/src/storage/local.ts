import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import * as fs from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { InvalidStorageKeyError, StorageNotFoundError, StorageRangeError } from './errors.ts';
import { assertByteRange, keySegments } from './keys.ts';
import type { FileStorage, ListedObject } from './types.ts';

/** Keys never have a segment starting with `.`, so this directory cannot collide with an object. */
const incomingDirName = '.incoming';

/** Errors meaning "there is no file at this path" (a segment may exist as a file or directory instead). */
const missingFileCodes = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function isMissingFile(error: unknown): boolean {
  return missingFileCodes.has(errorCode(error) ?? '');
}

const openFd = promisify(fs.open);
const fstatFd = promisify(fs.fstat);
const closeFd = promisify(fs.close);
const readFd = promisify(fs.read);

/**
 * Up to this many bytes are read in one call and handed over in memory: no file stream, nor a web stream around
 * it, to set up and tear down (a download of a small exam cost a quarter more through one).
 */
const WHOLE_READ_MAX_BYTES = 64 * 1024;

/** `length` bytes of the open file from `start`, read in one call; the file is closed either way. */
async function readPart(
  fd: number,
  key: string,
  start: number,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(length);
  try {
    const { bytesRead } = await readFd(fd, bytes, 0, length, start);
    // Files are replaced by a rename, never written in place: an open one does not shrink.
    if (bytesRead !== length) throw new Error(`${key}: read ${bytesRead} of ${length} bytes`);
  } finally {
    await closeFd(fd);
  }
  return bytes;
}

/**
 * The file at `path` opened for reading, and its size. Through file descriptors rather than `fs/promises`'
 * FileHandle: a download opens one per request, and the handle's bookkeeping cost a third of a download's time.
 */
async function openFile(path: string, key: string): Promise<{ fd: number; size: number }> {
  let fd: number;
  try {
    fd = await openFd(path, 'r');
  } catch (error) {
    if (isMissingFile(error)) throw new StorageNotFoundError(key);
    throw error;
  }
  try {
    const stats = await fstatFd(fd);
    if (!stats.isFile()) throw new StorageNotFoundError(key);
    return { fd, size: stats.size };
  } catch (error) {
    await closeFd(fd);
    throw error;
  }
}

/** The files below `dir` (its key so far being `base`), skipping what no key can name (a leading `.`). */
async function* walk(dir: string, base: string, prefix: string): AsyncGenerator<ListedObject> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissingFile(error)) return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const key = `${base}${entry.name}`;
    // Only directories on the way to the prefix, or below it, can hold a listed key.
    if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path, `${key}/`, prefix);
    else if (entry.isFile()) {
      const stats = await stat(path).catch(() => null);
      if (stats) yield { key, size: stats.size, lastModified: stats.mtime };
    }
  }
}

/** Writes `bytes` to a temporary file in `incomingDir`, flushes it, then renames it to `path`. */
async function writeWhole(incomingDir: string, path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await mkdir(incomingDir, { recursive: true });
  const tempPath = join(incomingDir, randomUUID());
  try {
    const handle = await open(tempPath, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tempPath, path);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}

/** Removes the files of `dir` last changed before `before` (writes a crash left there); how many it removed. */
async function removeFilesOlderThan(dir: string, before: Date): Promise<number> {
  let removed = 0;
  const names = await readdir(dir).catch((error: unknown) => {
    if (isMissingFile(error)) return [];
    throw error;
  });
  for (const name of names) {
    const path = join(dir, name);
    const stats = await stat(path).catch(() => null);
    if (stats && stats.mtime < before) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Files in a local directory (by default DATA_DIR/files), one file per key. A write goes to a temporary
 * file that is flushed and then renamed into place, so a crash or a concurrent reader never sees half a
 * file. The content type is not kept: the HTTP layer knows what it serves.
 */
export function createLocalStorage(dir: string): FileStorage {
  const root = resolve(dir);
  const incomingDir = join(root, incomingDirName);

  function pathOf(key: string): string {
    const path = join(root, ...keySegments(key));
    // keySegments already refuses every way out of root; this guards against a future change to it.
    if (!path.startsWith(root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }

  return {
    async put(key, bytes) {
      await writeWhole(incomingDir, pathOf(key), bytes);
    },

    async get(key, range) {
      const path = pathOf(key);
      if (range) assertByteRange(range);
      const { fd, size } = await openFile(path, key);
      if (range && range.start >= size) {
        await closeFd(fd);
        throw new StorageRangeError(key, size);
      }
      const resolved = range ? { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) } : null;
      const start = resolved?.start ?? 0;
      const length = (resolved ? resolved.end + 1 : size) - start;
      if (length <= WHOLE_READ_MAX_BYTES)
        return { body: await readPart(fd, key, start, length), size, range: resolved };
      // The stream closes the file when it ends or when the web stream is cancelled.
      const stream = fs.createReadStream(path, { fd, ...resolved });
      return { body: Readable.toWeb(stream), size, range: resolved };
    },

    async stat(key) {
      const path = pathOf(key);
      try {
        const stats = await stat(path);
        return stats.isFile() ? { size: stats.size } : null;
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      try {
        const stats = await stat(path);
        if (stats.isFile()) await unlink(path);
      } catch (error) {
        if (!isMissingFile(error)) throw error;
      }
    },

    list(prefix) {
      return walk(root, '', prefix);
    },

    removeIncompleteWrites: (before) => removeFilesOlderThan(incomingDir, before),
  };
}
