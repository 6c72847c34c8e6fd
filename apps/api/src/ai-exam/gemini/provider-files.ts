import { setTimeout as sleep } from 'node:timers/promises';
import type { GoogleGenAI, Part } from '@google/genai';
import { GenerationFailedError } from './errors.ts';

export const PDF_MIME_TYPE = 'application/pdf';
const DELETE_TIMEOUT_MS = 30_000;

export type ProviderFilesOptions = {
  /** How often to ask whether an uploaded PDF has finished processing. */
  pollIntervalMs: number;
  /** How long cleanup waits for an upload still running when the generation ended; later ones clean up after themselves. */
  pendingUploadGraceMs: number;
};

/** Rejects with the signal's reason as soon as it aborts, without waiting for `promise`. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The PDFs of one generation that went through the Files API. Every file uploaded is deleted by
 * `deleteAll()`, whatever happened in between: the provider keeps them for 48 hours otherwise, on the
 * user's account.
 */
export class ProviderFiles {
  readonly #ai: GoogleGenAI;
  readonly #options: ProviderFilesOptions;
  readonly #names: string[] = [];
  readonly #pending: Promise<unknown>[] = [];
  #closed = false;

  constructor(ai: GoogleGenAI, options: ProviderFilesOptions) {
    this.#ai = ai;
    this.#options = options;
  }

  /** Uploads one PDF and waits until the provider can read it; answers the part that refers to it. */
  async upload(
    document: { name: string; bytes: Uint8Array },
    signal: AbortSignal | undefined,
  ): Promise<Part> {
    signal?.throwIfAborted();
    // The SDK's upload takes no abort signal, so it runs to its end; the file it makes is tracked either way.
    const upload = this.#ai.files
      .upload({
        file: new Blob([Buffer.from(document.bytes)], { type: PDF_MIME_TYPE }),
        config: { mimeType: PDF_MIME_TYPE, displayName: document.name },
      })
      .then((file) => {
        if (file.name !== undefined) this.#track(file.name);
        return file;
      });
    this.#pending.push(upload.catch(() => undefined));

    let file = await untilAborted(upload, signal);
    while (file.state === 'PROCESSING' && file.name !== undefined) {
      await sleep(this.#options.pollIntervalMs, undefined, { signal });
      file = await this.#ai.files.get({ name: file.name, config: { abortSignal: signal } });
    }
    if (file.state === 'FAILED' || file.uri === undefined) {
      throw new GenerationFailedError(`Gemini 無法讀取「${document.name}」，請換一組考古題再試`);
    }
    return { fileData: { fileUri: file.uri, mimeType: file.mimeType ?? PDF_MIME_TYPE } };
  }

  /** Deletes every uploaded file; never throws, since it runs after the outcome is already decided. */
  async deleteAll(): Promise<void> {
    let graceTimer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      graceTimer = setTimeout(resolve, this.#options.pendingUploadGraceMs);
    });
    await Promise.race([Promise.all(this.#pending), grace]);
    clearTimeout(graceTimer);
    this.#closed = true;
    await Promise.all(this.#names.splice(0).map((name) => this.#deleteQuietly(name)));
  }

  #track(name: string) {
    if (this.#closed) void this.#deleteQuietly(name);
    else this.#names.push(name);
  }

  async #deleteQuietly(name: string) {
    try {
      await this.#ai.files.delete({ name, config: { abortSignal: AbortSignal.timeout(DELETE_TIMEOUT_MS) } });
    } catch {
      // Nothing useful to tell the user; the provider expires the file after 48 hours anyway.
    }
  }
}
