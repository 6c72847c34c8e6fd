import type { Env } from './env-schema.ts';

declare const __PASTEXAM_ENV__: Env;

/**
 * The build-time configuration. The build parsed and checked it (`parseEnv`, from vite.config.ts) and wrote the
 * result into the bundle, so reading it costs nothing and needs no schema at run time.
 */
export function getEnv(): Env {
  return __PASTEXAM_ENV__;
}
