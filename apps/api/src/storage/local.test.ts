import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFileStorage, readAll } from '../test-support/storage-behaviour.ts';
import { createLocalStorage } from './local.ts';
import type { StoredObject } from './types.ts';

describeFileStorage('local directory', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'pastexam-files-'));
  return {
    storage: createLocalStorage(join(dir, 'files')),
    close: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('local directory storage', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pastexam-files-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps each object as a plain file under its directory, and leaves no temporary file', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('archives/12/考古題.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(await readFile(join(dir, 'archives', '12', '考古題.pdf'), 'utf8')).toBe('%PDF-1.7');
    expect(await readdir(join(dir, '.incoming'))).toEqual([]);
  });

  it('never writes outside its directory, whatever the key', async () => {
    const storage = createLocalStorage(join(dir, 'files'));
    await expect(storage.put('../outside.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow();
    expect(existsSync(join(dir, 'outside.pdf'))).toBe(false);
  });

  it('leaves no file open after reads, whole, in parts, and cancelled midway', async () => {
    const release = async (body: StoredObject['body']) => {
      if (body instanceof ReadableStream) await body.cancel();
    };
    const storage = createLocalStorage(dir);
    await storage.put('small.pdf', Buffer.alloc(2_000, 's'), 'application/pdf');
    await storage.put('large.pdf', Buffer.alloc(1024 * 1024, 'l'), 'application/pdf');
    const open = async () => (await readdir('/proc/self/fd')).length;
    const before = await open();
    for (let round = 0; round < 20; round += 1) {
      await readAll((await storage.get('small.pdf')).body);
      await readAll((await storage.get('small.pdf', { start: 10, end: 20 })).body);
      await readAll((await storage.get('large.pdf', { start: 100_000 })).body);
      await release((await storage.get('large.pdf')).body);
      await release((await storage.get('small.pdf')).body);
    }
    await expect.poll(open).toBe(before);
  });

  it('lets a reader that started before an overwrite finish the old version intact', async () => {
    const storage = createLocalStorage(dir);
    const original = Buffer.alloc(512 * 1024, 'a');
    await storage.put('exam.pdf', original, 'application/pdf');
    const reading = await storage.get('exam.pdf');
    await storage.put('exam.pdf', Buffer.from('replacement'), 'application/pdf');
    expect((await readAll(reading.body)).equals(original)).toBe(true);
    expect((await readAll((await storage.get('exam.pdf')).body)).toString()).toBe('replacement');
  });

  it('cleans up its temporary file when a write cannot complete', async () => {
    const storage = createLocalStorage(dir);
    // A file where the key needs a directory makes the final step fail after the bytes were written.
    await writeFile(join(dir, 'blocked'), 'a file, not a directory');
    await expect(storage.put('blocked/exam.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow();
    const incoming = existsSync(join(dir, '.incoming')) ? await readdir(join(dir, '.incoming')) : [];
    expect(incoming).toEqual([]);
  });

  it('removes temporary files a crash left in the middle of a write once they are old enough', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('archives/kept.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    await mkdir(join(dir, '.incoming'), { recursive: true });
    await writeFile(join(dir, '.incoming', 'old-partial'), 'half a fi');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(join(dir, '.incoming', 'old-partial'), anHourAgo, anHourAgo);
    await writeFile(join(dir, '.incoming', 'still-writing'), 'half');
    expect(await storage.removeIncompleteWrites(new Date(Date.now() - 60_000))).toBe(1);
    expect(await readdir(join(dir, '.incoming'))).toEqual(['still-writing']);
    expect(await storage.stat('archives/kept.pdf')).toEqual({ size: 8 });
  });

  it('lists no temporary file as an object', async () => {
    const storage = createLocalStorage(dir);
    await mkdir(join(dir, '.incoming'), { recursive: true });
    await writeFile(join(dir, '.incoming', 'partial'), 'x');
    await storage.put('exam.pdf', Buffer.from('x'), 'application/pdf');
    const keys = [];
    for await (const object of storage.list('')) keys.push(object.key);
    expect(keys).toEqual(['exam.pdf']);
  });
});
