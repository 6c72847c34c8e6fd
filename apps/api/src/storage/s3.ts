import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageOptions } from './config.ts';
import { StorageNotFoundError, StorageRangeError } from './errors.ts';
import { assertByteRange, keySegments } from './keys.ts';
import { takeBytes } from './take-bytes.ts';
import type { ByteRange, FileStorage, ListedObject, StoredObject } from './types.ts';

type AwsSdk = typeof import('@aws-sdk/client-s3');
let awsSdk: Promise<AwsSdk> | undefined;
/**
 * The AWS SDK, loaded with a server's first request to its bucket rather than at every start: it takes about a
 * second to load, and a server on local files never needs it.
 */
const loadAwsSdk = () => {
  awsSdk ??= import('@aws-sdk/client-s3');
  return awsSdk;
};

function httpStatusOf(sdk: AwsSdk, error: unknown): number | undefined {
  return error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** `Content-Range: bytes 0-99/1234` → the returned bytes and the whole object's size. */
function parseContentRange(header: string | undefined): { start: number; end: number; size: number } {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  if (!match) throw new Error(`The storage server answered a range request without a usable Content-Range`);
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

/**
 * Holds a ranged answer to what was asked, whatever the server: some S3-compatible stores (s3rver among
 * them) answer `bytes=0-0` with the whole object, or a range of an empty object with a 206.
 */
async function exactRange(
  key: string,
  requested: ByteRange,
  body: ReadableStream<Uint8Array>,
  contentRange: string | undefined,
): Promise<StoredObject> {
  try {
    const served = parseContentRange(contentRange);
    if (requested.start >= served.size) throw new StorageRangeError(key, served.size);
    const end = Math.min(requested.end ?? served.size - 1, served.size - 1);
    if (served.start !== requested.start || served.end < end) {
      throw new Error(
        `The storage server answered bytes ${served.start}-${served.end} for ${requested.start}-${end}`,
      );
    }
    const length = end - requested.start + 1;
    const exactBody = served.end > end ? takeBytes(body, length) : body;
    return { body: exactBody, size: served.size, range: { start: requested.start, end } };
  } catch (error) {
    await body.cancel();
    throw error;
  }
}

/** A client of the bucket `options` names. */
function newClient(sdk: AwsSdk, options: S3StorageOptions): S3Client {
  return new sdk.S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // The SDK's default CRC checksums (since 3.729) are refused or mishandled by many S3-compatible stores;
    // sending them only where an operation requires them keeps every backend working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), through the official AWS SDK. Without
 * access keys the SDK's default credential chain applies (instance roles and the like).
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  let connection: Promise<{ sdk: AwsSdk; client: S3Client }> | undefined;
  const connect = () => {
    connection ??= loadAwsSdk().then((sdk) => ({ sdk, client: newClient(sdk, options) }));
    return connection;
  };

  async function stat(key: string): Promise<{ size: number } | null> {
    keySegments(key);
    const { sdk, client } = await connect();
    try {
      const output = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { size: output.ContentLength ?? 0 };
    } catch (error) {
      if (httpStatusOf(sdk, error) === 404) return null;
      throw error;
    }
  }

  return {
    async put(key, bytes, contentType) {
      keySegments(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },

    async get(key, range) {
      keySegments(key);
      if (range) assertByteRange(range);
      const { sdk, client } = await connect();
      let output: GetObjectCommandOutput;
      try {
        output = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
      } catch (error) {
        if (error instanceof sdk.S3ServiceException && error.name === 'NoSuchKey') {
          throw new StorageNotFoundError(key);
        }
        if (httpStatusOf(sdk, error) === 416) {
          // The error does not carry the size the HTTP layer needs for its own 416 answer.
          const current = await stat(key);
          if (!current) throw new StorageNotFoundError(key);
          throw new StorageRangeError(key, current.size);
        }
        throw error;
      }
      if (!output.Body) throw new Error('The storage server answered without a body');
      const body = output.Body.transformToWebStream();
      if (!range) {
        return { body, size: output.ContentLength ?? 0, range: null };
      }
      return await exactRange(key, range, body, output.ContentRange);
    },

    stat,

    async delete(key) {
      keySegments(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *list(prefix): AsyncGenerator<ListedObject> {
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key === undefined) continue;
          yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    },

    // A PutObject either stores the whole object or nothing: a crash leaves no partial write to remove.
    removeIncompleteWrites: async () => 0,
  };
}
