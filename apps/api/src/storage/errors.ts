/** The object asked for does not exist (a 404 for the HTTP layer). */
export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
  readonly code = 'not_found';
  constructor(readonly key: string) {
    super('找不到檔案');
  }
}

/** The byte range asked for lies outside the object (a 416 with `Content-Range: bytes *\/size`). */
export class StorageRangeError extends Error {
  override name = 'StorageRangeError';
  readonly code = 'range_not_satisfiable';
  constructor(
    readonly key: string,
    /** The object's size in bytes. */
    readonly size: number,
  ) {
    super('要求的檔案範圍無效');
  }
}

/** The key is not one every storage backend can hold safely; a programming error, never user input. */
export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
  readonly code = 'invalid_key';
  constructor(readonly key: string) {
    super('檔案路徑無效');
  }
}
