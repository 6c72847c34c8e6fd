import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, StorageNotFoundError, StorageRangeError } from '../storage/errors.ts';
import type { FileStorage, StoredObject } from '../storage/types.ts';

/** A stored object's bytes in one buffer, read from its web stream to the end when it has one. */
export async function readAll(body: StoredObject['body']): Promise<Buffer> {
  return Buffer.from(await new Response(body).arrayBuffer());
}

export type StorageUnderTest = { storage: FileStorage; close: () => Promise<void> };

const pdfType = 'application/pdf';

/**
 * The behaviour every FileStorage must share, so callers can swap backends without noticing. Each test
 * writes under its own key prefix, so tests neither depend on nor disturb each other.
 */
export function describeFileStorage(name: string, open: () => Promise<StorageUnderTest>): void {
  describe(`${name}: FileStorage behaviour`, () => {
    let subject: StorageUnderTest | undefined;
    const storage = (): FileStorage => {
      if (!subject) throw new Error('storage not opened');
      return subject.storage;
    };
    const uniqueKey = (leaf: string) => `t-${randomBytes(6).toString('hex')}/${leaf}`;

    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject?.close();
    });

    it('returns exactly the bytes that were put, with their size', async () => {
      const key = uniqueKey('exam.pdf');
      const bytes = randomBytes(5000);
      await storage().put(key, bytes, pdfType);
      const object = await storage().get(key);
      expect(object.size).toBe(5000);
      expect(object.range).toBeNull();
      expect((await readAll(object.body)).equals(bytes)).toBe(true);
    });

    it('streams a large object intact, whole and in a range crossing chunk boundaries', async () => {
      const key = uniqueKey('large.pdf');
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      await storage().put(key, bytes, pdfType);
      expect((await readAll((await storage().get(key)).body)).equals(bytes)).toBe(true);
      const start = 65_000;
      const end = 2_000_123;
      const part = await storage().get(key, { start, end });
      expect(part.range).toEqual({ start, end });
      expect(part.size).toBe(bytes.length);
      expect((await readAll(part.body)).equals(bytes.subarray(start, end + 1))).toBe(true);
    });

    it('serves byte ranges: closed, open-ended, and cut at the last byte', async () => {
      const key = uniqueKey('range.pdf');
      const bytes = Buffer.from('0123456789abcdef');
      await storage().put(key, bytes, pdfType);

      const closed = await storage().get(key, { start: 2, end: 5 });
      expect(closed).toMatchObject({ size: 16, range: { start: 2, end: 5 } });
      expect((await readAll(closed.body)).toString()).toBe('2345');

      const openEnded = await storage().get(key, { start: 10 });
      expect(openEnded).toMatchObject({ size: 16, range: { start: 10, end: 15 } });
      expect((await readAll(openEnded.body)).toString()).toBe('abcdef');

      const pastEnd = await storage().get(key, { start: 14, end: 99 });
      expect(pastEnd.range).toEqual({ start: 14, end: 15 });
      expect((await readAll(pastEnd.body)).toString()).toBe('ef');

      const single = await storage().get(key, { start: 0, end: 0 });
      expect((await readAll(single.body)).toString()).toBe('0');
    });

    it('refuses a range starting at or past the end, telling the size', async () => {
      const key = uniqueKey('short.pdf');
      await storage().put(key, Buffer.from('12345'), pdfType);
      const error = await storage()
        .get(key, { start: 5 })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StorageRangeError);
      expect(error).toMatchObject({ size: 5, key });
    });

    it('stores and serves an empty object', async () => {
      const key = uniqueKey('empty.pdf');
      await storage().put(key, new Uint8Array(0), pdfType);
      expect(await storage().stat(key)).toEqual({ size: 0 });
      const object = await storage().get(key);
      expect(object.size).toBe(0);
      expect((await readAll(object.body)).length).toBe(0);
      await expect(storage().get(key, { start: 0 })).rejects.toBeInstanceOf(StorageRangeError);
    });

    it('reports the size through stat, and null for a missing object', async () => {
      const key = uniqueKey('stat.pdf');
      expect(await storage().stat(key)).toBeNull();
      await storage().put(key, randomBytes(1234), pdfType);
      expect(await storage().stat(key)).toEqual({ size: 1234 });
    });

    it('answers a missing object with StorageNotFoundError, also for a range', async () => {
      const key = uniqueKey('missing.pdf');
      const error = await storage()
        .get(key)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StorageNotFoundError);
      expect(error).toMatchObject({ key, message: '找不到檔案' });
      await expect(storage().get(key, { start: 0, end: 10 })).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('treats a key prefix as no object', async () => {
      const key = uniqueKey('folder/inner.pdf');
      await storage().put(key, Buffer.from('x'), pdfType);
      const folder = key.slice(0, key.lastIndexOf('/'));
      expect(await storage().stat(folder)).toBeNull();
      await expect(storage().get(folder)).rejects.toBeInstanceOf(StorageNotFoundError);
      await storage().delete(folder);
      expect(await storage().stat(key)).toEqual({ size: 1 });
    });

    it('deletes an object, and deleting a missing one is not an error', async () => {
      const key = uniqueKey('delete.pdf');
      await storage().put(key, Buffer.from('to be removed'), pdfType);
      await storage().delete(key);
      expect(await storage().stat(key)).toBeNull();
      await expect(storage().get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage().delete(key)).resolves.toBeUndefined();
    });

    it('replaces an object on a second put', async () => {
      const key = uniqueKey('overwrite.pdf');
      await storage().put(key, Buffer.from('first version, longer'), pdfType);
      await storage().put(key, Buffer.from('second'), pdfType);
      expect(await storage().stat(key)).toEqual({ size: 6 });
      expect((await readAll((await storage().get(key)).body)).toString()).toBe('second');
    });

    it('keeps keys with Chinese characters, spaces and brackets apart', async () => {
      const prefix = uniqueKey('');
      const first = `${prefix}資料結構/113 學年度 期中考（含解答）.pdf`;
      const second = `${prefix}資料結構/113 學年度 期末考 [A卷] #1.pdf`;
      await storage().put(first, Buffer.from('midterm'), pdfType);
      await storage().put(second, Buffer.from('final'), pdfType);
      expect((await readAll((await storage().get(first)).body)).toString()).toBe('midterm');
      expect((await readAll((await storage().get(second)).body)).toString()).toBe('final');
      expect(await storage().stat(first)).toEqual({ size: 7 });
      await storage().delete(first);
      expect(await storage().stat(first)).toBeNull();
      expect(await storage().stat(second)).toEqual({ size: 5 });
    });

    it('lists the objects under a prefix with their sizes and times, and nothing beside it', async () => {
      const prefix = uniqueKey('');
      const before = Date.now() - 60_000;
      await storage().put(`${prefix}a.pdf`, Buffer.from('12345'), pdfType);
      await storage().put(`${prefix}nested/b.pdf`, Buffer.from('1'), pdfType);
      await storage().put(`${prefix.slice(0, -1)}-beside/c.pdf`, Buffer.from('12'), pdfType);
      await storage().put(`${prefix}gone.pdf`, Buffer.from('123'), pdfType);
      await storage().delete(`${prefix}gone.pdf`);
      const listed = [];
      for await (const object of storage().list(prefix)) listed.push(object);
      listed.sort((a, b) => a.key.localeCompare(b.key));
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: `${prefix}a.pdf`, size: 5 },
        { key: `${prefix}nested/b.pdf`, size: 1 },
      ]);
      for (const object of listed) {
        expect(object.lastModified.getTime()).toBeGreaterThan(before);
        expect(object.lastModified.getTime()).toBeLessThan(Date.now() + 60_000);
      }
    });

    it('lists nothing under a prefix no object has', async () => {
      const listed = [];
      for await (const object of storage().list(uniqueKey('none/'))) listed.push(object);
      expect(listed).toEqual([]);
    });

    it('never removes a stored object as an incomplete write', async () => {
      const key = uniqueKey('kept.pdf');
      await storage().put(key, Buffer.from('kept'), pdfType);
      await storage().removeIncompleteWrites(new Date(Date.now() + 3_600_000));
      expect(await storage().stat(key)).toEqual({ size: 4 });
    });

    it.each([
      '',
      '../escape.pdf',
      'a/../../escape.pdf',
      '/absolute.pdf',
      'a//b.pdf',
      'trailing/',
      '.hidden',
      'a/./b.pdf',
      'back\\slash.pdf',
      'nul\u0000.pdf',
      `${'x'.repeat(256)}.pdf`,
    ])('refuses the key %j on every operation', async (key) => {
      await expect(storage().put(key, Buffer.from('x'), pdfType)).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage().get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage().stat(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage().delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });
  });
}
