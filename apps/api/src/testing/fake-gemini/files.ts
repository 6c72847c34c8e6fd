import { createHash, randomBytes } from 'node:crypto';

export type FakeFileState = 'PROCESSING' | 'ACTIVE';

export type StoredFile = {
  /** `files/<id>`, as the service names them. */
  name: string;
  displayName: string | null;
  mimeType: string;
  bytes: Buffer;
  state: FakeFileState;
  createTime: string;
};

type UploadSession = {
  displayName: string | null;
  mimeType: string;
  declaredSize: number;
  chunks: Buffer[];
  received: number;
};

const HOURS_48 = 48 * 60 * 60 * 1000;

/** Lowercase letters and digits, like the ids the service hands out. */
function newId(): string {
  return Array.from(randomBytes(12), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
}

/** In-memory Files API: resumable upload sessions and the files they produce. */
export class FakeFileStore {
  readonly #files = new Map<string, StoredFile>();
  readonly #sessions = new Map<string, UploadSession>();

  startUpload(session: Omit<UploadSession, 'chunks' | 'received'>): string {
    const uploadId = newId();
    this.#sessions.set(uploadId, { ...session, chunks: [], received: 0 });
    return uploadId;
  }

  /**
   * Appends one chunk at `offset`. Returns the stored file once finalized, 'active' while more is expected,
   * or an error message for a bad offset, an unknown session or a size that does not match the declaration.
   */
  receiveChunk(
    uploadId: string,
    offset: number,
    chunk: Buffer,
    finalize: boolean,
  ): { file: StoredFile } | 'active' | { error: string } {
    const session = this.#sessions.get(uploadId);
    if (!session) return { error: 'Upload session not found.' };
    if (offset !== session.received) return { error: `Invalid upload offset ${offset}.` };
    session.chunks.push(chunk);
    session.received += chunk.length;
    if (!finalize) return 'active';
    this.#sessions.delete(uploadId);
    if (session.received !== session.declaredSize) {
      return { error: `Uploaded ${session.received} bytes but ${session.declaredSize} were declared.` };
    }
    const file: StoredFile = {
      name: `files/${newId()}`,
      displayName: session.displayName,
      mimeType: session.mimeType,
      bytes: Buffer.concat(session.chunks),
      // The service still processes a new PDF; callers must wait for ACTIVE before using it.
      state: 'PROCESSING',
      createTime: new Date().toISOString(),
    };
    this.#files.set(file.name, file);
    return { file };
  }

  get(name: string): StoredFile | undefined {
    return this.#files.get(name);
  }

  /** Reading a file is what lets its processing finish here, so a caller that polls sees it turn ACTIVE. */
  poll(name: string): StoredFile | undefined {
    const file = this.#files.get(name);
    if (file) file.state = 'ACTIVE';
    return file;
  }

  delete(name: string): boolean {
    return this.#files.delete(name);
  }

  list(): StoredFile[] {
    return [...this.#files.values()];
  }
}

/** The File resource as the service returns it. */
export function fileResource(file: StoredFile, baseUrl: string) {
  const expiration = new Date(Date.parse(file.createTime) + HOURS_48).toISOString();
  return {
    name: file.name,
    ...(file.displayName !== null ? { displayName: file.displayName } : {}),
    mimeType: file.mimeType,
    sizeBytes: String(file.bytes.length),
    createTime: file.createTime,
    updateTime: file.createTime,
    expirationTime: expiration,
    sha256Hash: createHash('sha256').update(file.bytes).digest('base64'),
    uri: `${baseUrl}/v1beta/${file.name}`,
    state: file.state,
    source: 'UPLOADED',
  };
}
