// A gzip-compressed POSIX tar archive, written and read as a stream, so a backup of any size never sits in
// memory whole and can be opened with `tar -xzf` by an operator.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;

/** A ustar header: a regular file of `size` bytes, or (type '5') a directory. */
export function tarHeader(name: string, size: number, type: '0' | '5' = '0'): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`a backup entry's name is too long: ${name}`);
  block.write(name, 0, 'utf8');
  block.write(type === '5' ? '0000755\0' : '0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  block.write('        ', 148);
  block.write(type, 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

export type TarWriter = {
  add(name: string, bytes: Uint8Array): Promise<void>;
  /** Ends the archive and only then gives it its name. */
  close(): Promise<void>;
  /** Stops and removes what was written; nothing appears under the archive's name. */
  abort(): Promise<void>;
};

/**
 * Writes under a temporary name beside `file` and renames it when complete, so that a backup stopped midway
 * (killed, out of disk) never leaves a truncated archive where the operator expects a whole one.
 */
export function writeTar(file: string): TarWriter {
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => gzip.write(chunk, (error) => (error ? reject(error) : resolve())));
  return {
    async add(name, bytes) {
      await write(tarHeader(name, bytes.length));
      await write(bytes);
      const padding = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
      if (padding) await write(Buffer.alloc(padding));
    },
    async close() {
      await write(Buffer.alloc(BLOCK * 2));
      gzip.end();
      await finished(out);
      await rename(partial, file);
    },
    async abort() {
      // Nothing more reaches the file: gzip's last output, still on its way from zlib's thread, would be written
      // to a file stream already destroyed, an error nobody listens for, which ends the process. What the
      // streams say while they close is expected: the file goes anyway.
      gzip.unpipe(out);
      for (const stream of [gzip, out]) {
        stream.on('error', () => {});
        stream.destroy();
      }
      await finished(out).catch(() => {});
      await rm(partial, { force: true });
    },
  };
}

/** Every entry of the archive in order, its bytes read only as far as it goes. */
export async function* readTar(file: string): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const source = createReadStream(file).pipe(createGunzip());
  const iterator = source[Symbol.asyncIterator]();
  let chunks: Buffer[] = [];
  let length = 0;
  const take = async (count: number): Promise<Buffer | null> => {
    while (length < count) {
      const next = await iterator.next();
      if (next.done) return null;
      const chunk: unknown = next.value;
      if (!Buffer.isBuffer(chunk)) throw new Error('the backup could not be read as bytes');
      chunks.push(chunk);
      length += chunk.length;
    }
    const all = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, length);
    chunks = [all.subarray(count)];
    length -= count;
    return all.subarray(0, count);
  };
  for (;;) {
    const block = await take(BLOCK);
    if (block === null || block.every((byte) => byte === 0)) {
      // Read to the end, so gzip checks the whole archive against its checksum: a byte damaged anywhere, even in
      // an entry's padding or past the last entry, is refused.
      let rest = await iterator.next();
      while (!rest.done) rest = await iterator.next();
      return;
    }
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = Number.parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim(), 8);
    if (!name || !Number.isSafeInteger(size))
      throw new Error('the backup is damaged: an entry has no name or size');
    const bytes = await take(size);
    if (bytes === null) throw new Error(`the backup is cut short in ${name}`);
    await take((BLOCK - (size % BLOCK)) % BLOCK);
    yield { name, bytes: Buffer.from(bytes) };
  }
}
