import type { StorageConfig } from './config.ts';
import { StorageNotFoundError } from './errors.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export type { S3StorageOptions, StorageConfig } from './config.ts';
export { InvalidStorageKeyError, StorageNotFoundError, StorageRangeError } from './errors.ts';
export { parseRangeHeader, type RangeRequest } from './http-range.ts';
export { createLocalStorage } from './local.ts';
export { createS3Storage } from './s3.ts';
export type { ByteRange, FileStorage, ListedObject, StoredObject } from './types.ts';

/** The storage `config` describes (the environment's `storage`). */
export function createStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}

/** The whole file stored under `key`, or null when there is none. */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  try {
    const stored = await storage.get(key);
    return new Uint8Array(await new Response(stored.body).arrayBuffer());
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}
