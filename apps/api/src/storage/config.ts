import type { S3Settings, StorageSettings } from '../env.ts';

/** Where files live; the environment decides (see `loadEnv`), this module only stores them there. */
export type StorageConfig = StorageSettings;
export type S3StorageOptions = S3Settings;
