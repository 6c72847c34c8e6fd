import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env.ts';

const base = { APP_SECRET: 'a'.repeat(40), DATA_DIR: '/srv/data' };
const fromEnv = (variables: Record<string, string>) => loadEnv({ ...base, ...variables }).storage;

describe('storage configuration from S3_* variables', () => {
  it('keeps files under DATA_DIR/files when no S3 variable is set, or all are blank', () => {
    expect(fromEnv({})).toEqual({ kind: 'local', dir: '/srv/data/files' });
    expect(fromEnv({ S3_BUCKET: '', S3_ENDPOINT: ' ', S3_FORCE_PATH_STYLE: '' })).toEqual({
      kind: 'local',
      dir: '/srv/data/files',
    });
  });

  it('uses a self-hosted store with path-style URLs and a default region', () => {
    expect(
      fromEnv({
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'pastexam',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'pastexam',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('uses AWS S3 with virtual-hosted URLs and the default credential chain when only a bucket is set', () => {
    expect(fromEnv({ S3_BUCKET: 'pastexam', S3_REGION: 'ap-northeast-1' })).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'ap-northeast-1',
      bucket: 'pastexam',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('lets S3_FORCE_PATH_STYLE override the guess', () => {
    const endpoint = { S3_ENDPOINT: 'https://r2.example.com', S3_BUCKET: 'pastexam' };
    expect(fromEnv({ ...endpoint, S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({ forcePathStyle: false });
    expect(fromEnv({ S3_BUCKET: 'pastexam', S3_FORCE_PATH_STYLE: '1' })).toMatchObject({
      forcePathStyle: true,
    });
  });

  it('refuses S3 settings without a bucket instead of quietly writing to local disk', () => {
    const attempt = () => fromEnv({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow('已設定 S3_ENDPOINT、S3_ACCESS_KEY_ID，但缺少 S3_BUCKET');
  });

  it('does not count unrelated variables as S3 settings', () => {
    expect(fromEnv({ PORT: '3000', OIDC_CLIENT_ID: '' })).toEqual({ kind: 'local', dir: '/srv/data/files' });
  });

  it('refuses half a key pair', () => {
    expect(() => fromEnv({ S3_BUCKET: 'pastexam', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      'S3_ACCESS_KEY_ID 與 S3_SECRET_ACCESS_KEY 必須同時設定或同時留空',
    );
  });

  it.each([
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT 必須是 http:// 或 https:// 開頭的網址'],
    [{ S3_BUCKET: 'My_Bucket' }, 'S3_BUCKET 必須是 3 到 63 個小寫英數字、點或連字號'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE 必須是 true 或 false'],
  ])('explains an invalid value %j in Chinese', (variables, message) => {
    expect(() => fromEnv(variables)).toThrow(message);
  });
});
