import { describe, expect, it } from 'vitest';
import { memoryScratchDir, useMemoryForScratch } from './memory-scratch.ts';

describe('scratch files in memory', () => {
  it('takes only a memory file system: not another kind, nor a directory that does not exist', () => {
    expect(memoryScratchDir('/proc')).toBeNull();
    expect(memoryScratchDir('/no-such-directory')).toBeNull();
  });

  it('leaves a TMPDIR someone chose alone', () => {
    const env = { TMPDIR: '/var/tmp' };
    useMemoryForScratch(env);
    expect(env.TMPDIR).toBe('/var/tmp');
  });

  it('points TMPDIR at /dev/shm exactly when that is memory with room', () => {
    const env: NodeJS.ProcessEnv = {};
    useMemoryForScratch(env);
    expect(env.TMPDIR).toBe(memoryScratchDir() ?? undefined);
  });
});
