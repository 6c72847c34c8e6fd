/**
 * A byte range within a stored object, both ends inclusive (as in HTTP `Range: bytes=start-end`).
 * Without `end` the range runs to the last byte.
 */
export type ByteRange = { start: number; end?: number };

/** The part of an object that `get` returns. */
export type StoredObject = {
  /**
   * The requested bytes, which Hono and `Response` send as they are: in memory when they were read at once (a
   * small file or range of local storage), else a web stream, which the caller must either read to the end or
   * cancel; either one releases the open file or connection behind it.
   */
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  /** The size of the whole object in bytes, whatever range was asked for. */
  size: number;
  /** The bytes in `body`, both ends inclusive; null when the whole object was asked for. */
  range: { start: number; end: number } | null;
};

/** An object as a listing names it. */
export type ListedObject = { key: string; size: number; lastModified: Date };

/**
 * Where archive files live. Keys are `/`-separated paths of non-empty segments (any Unicode, no segment
 * starting with `.`, no backslash or control characters); an invalid key is refused with
 * `InvalidStorageKeyError` by every implementation, so a key that works locally also works on S3.
 */
export type FileStorage = {
  /** Stores `bytes` under `key`, replacing any earlier object; readers never see a partial object. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams the object, or the part of it in `range` (an `end` past the last byte is cut to the last byte).
   * Throws `StorageNotFoundError` when there is no such object and `StorageRangeError` when `range` starts
   * at or past its end.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject>;
  /** The object's size, or null when there is no such object. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix`, in no particular order, read page by page as the caller
   * iterates. Objects put or deleted meanwhile may or may not be listed.
   */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * Removes what writes cut short by a crash left behind (never a stored object) that is older than `before`,
   * and answers how many there were. Stores whose writes cannot be cut short have nothing to remove.
   */
  removeIncompleteWrites(before: Date): Promise<number>;
};
