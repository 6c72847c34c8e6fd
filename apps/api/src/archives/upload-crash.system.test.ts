// Kills the server with SIGKILL at many points of an upload and checks, after each restart, that the database
// and the file store agree: every acknowledged upload is there with its bytes, and once the sweep has run no
// file lacks its row, no row its file, and nothing is left pending.
import { setTimeout as sleep } from 'node:timers/promises';
import { routes } from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type CrashRig, createCrashRig } from '../test-support/crash-rig.ts';

let rig: CrashRig;
beforeAll(async () => {
  rig = await createCrashRig();
});
afterAll(() => rig?.cleanup());

describe('an upload cut short by SIGKILL', () => {
  test('loses nothing acknowledged and leaves nothing behind, wherever the server died', async () => {
    let server = await rig.start();
    const { client, as } = await rig.session(server.url);
    const course = await client.output(
      routes.courses.adminCreateCourse,
      { body: { name: '作業系統', category: 'junior' } },
      as,
    );
    await rig.uploadSome({ client, as }, course.id, 2);
    await rig.stop(server, 'SIGKILL');

    const rounds: { crash?: Record<string, string>; killAfterMs?: number }[] = [
      { crash: { CRASH_AT: 'before-store', CRASH_ON_UPLOAD: '2' } },
      { crash: { CRASH_AT: 'after-store', CRASH_ON_UPLOAD: '3' } },
      { crash: { CRASH_AT: 'after-commit', CRASH_ON_UPLOAD: '1' } },
      { killAfterMs: 100 },
      { killAfterMs: 400 },
      { killAfterMs: 900 },
    ];
    for (const round of rounds) {
      server = await rig.start(round.crash);
      await rig.expectListedAndStoredAgree(server, course.id);
      // Signed in first: the kill is to fall among the uploads, not before them.
      const sending = rig.uploadSome(await rig.session(server.url), course.id, 5);
      if (round.killAfterMs !== undefined) {
        await sleep(round.killAfterMs);
        server.child.kill('SIGKILL');
      }
      await sending;
      expect(await rig.died(server, JSON.stringify(round))).toBe('SIGKILL');
    }

    await rig.expectAgreementAtLast(course.id);
    expect(rig.acknowledged.size).toBeGreaterThanOrEqual(2);
    // The rounds that died before and after storing a file left one pending key each, at least.
    expect(rig.removed.pending).toBeGreaterThanOrEqual(2);
    // Cold starts of the embedded database, eight of them, while other tests share the machine.
  }, 600_000);
});
