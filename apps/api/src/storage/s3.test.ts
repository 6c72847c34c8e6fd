import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { describeFileStorage, readAll } from '../test-support/storage-behaviour.ts';
import { createStorage } from './index.ts';
import { createS3Storage } from './s3.ts';

const bucket = 'pastexam-test';
/** s3rver's built-in account; it checks request signatures against it. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-protocol server on a free loopback port, storing into a fresh temporary directory. */
async function startS3Server() {
  const dir = await mkdtemp(join(tmpdir(), 'pastexam-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describeFileStorage('S3 (s3rver on loopback)', async () => {
  const server = await startS3Server();
  const storage = createS3Storage({
    endpoint: server.endpoint,
    region: 'us-east-1',
    bucket,
    forcePathStyle: true,
    ...credentials,
  });
  return { storage, close: server.close };
});

describe('S3 storage chosen from the environment', () => {
  it('reaches the bucket named by S3_* variables', async () => {
    const server = await startS3Server();
    try {
      const env = loadEnv({
        APP_SECRET: 'a'.repeat(40),
        S3_ENDPOINT: server.endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      });
      const storage = createStorage(env.storage);
      await storage.put('from-env/exam.pdf', Buffer.from('%PDF-1.7 via env'), 'application/pdf');
      expect((await readAll((await storage.get('from-env/exam.pdf')).body)).toString()).toBe(
        '%PDF-1.7 via env',
      );
    } finally {
      await server.close();
    }
  });

  it('surfaces refused credentials as an error rather than as a missing file', async () => {
    const server = await startS3Server();
    try {
      const storage = createS3Storage({
        endpoint: server.endpoint,
        region: 'us-east-1',
        bucket,
        forcePathStyle: true,
        // s3rver checks the key id but not SigV4 signatures, so an unknown key id is the refusal to test.
        accessKeyId: 'UNKNOWN-KEY',
        secretAccessKey: 'S3RVER',
      });
      await expect(storage.put('x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/access key/i);
      await expect(storage.get('x.pdf')).rejects.toThrow(/access key/i);
    } finally {
      await server.close();
    }
  });
});
