// Kills the server with SIGKILL at points of an upload chosen by what was sent and answered rather than by
// timing: while bodies are still coming in (right after the headers, after each part, one byte short), the
// moment a body's last byte went out, right after an answer, and in a burst at its second answer. After each
// restart and its sweep, the archives listed, their files and the files stored agree, and every acknowledged
// upload is there with its bytes.
import { routes } from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type CrashRig, type CrashServer, createCrashRig, type Session } from '../test-support/crash-rig.ts';
import { heldClient } from '../test-support/held-upload.ts';

let rig: CrashRig;
beforeAll(async () => {
  rig = await createCrashRig();
});
afterAll(() => rig?.cleanup());

/**
 * Starts an upload that stops sending at `sendBytes` of its body, and waits until it got that far. Its fate is
 * what `rig.upload` answers: the archive's id once acknowledged, null when it died with the server.
 */
async function heldUpload(
  server: CrashServer,
  signedIn: Session,
  courseId: number,
  sendBytes: (n: number) => number,
): Promise<{ fate: Promise<number | null> }> {
  const held = heldClient(server.url, sendBytes);
  const fate = rig.upload({ client: held.client, as: signedIn.as }, courseId);
  await held.reached;
  return { fate };
}

describe('an upload killed at a known point', () => {
  test('loses nothing acknowledged and leaves nothing behind', async () => {
    let server = await rig.start();
    let signedIn = await rig.session(server.url);
    const course = await signedIn.client.output(
      routes.courses.adminCreateCourse,
      { body: { name: '資料結構', category: 'sophomore' } },
      signedIn.as,
    );

    // Killed right after an answer, with bodies still coming in: right after their headers, after each
    // quarter, one byte short. The answered upload stays; the others had no file yet, so none may turn up.
    const cuts = [0, 0.25, 0.5, 0.75].map((part) => (n: number) => Math.floor(n * part));
    const streaming = await Promise.all(
      [...cuts, (n: number) => n - 1].map((cut) => heldUpload(server, signedIn, course.id, cut)),
    );
    const answered = await rig.upload(signedIn, course.id);
    await rig.stop(server, 'SIGKILL');
    expect(answered).not.toBeNull();
    expect(await Promise.all(streaming.map(({ fate }) => fate))).toEqual(streaming.map(() => null));
    server = await rig.start();
    expect(await rig.expectListedAndStoredAgree(server, course.id)).toEqual([answered]);

    // The whole body sent, the server killed the moment it went out: stored or not, but whole either way.
    signedIn = await rig.session(server.url);
    const { fate } = await heldUpload(server, signedIn, course.id, (n) => n);
    await rig.stop(server, 'SIGKILL');
    await fate;
    server = await rig.start();
    await rig.expectListedAndStoredAgree(server, course.id);

    // A burst killed at its second answer, the others anywhere between their headers and their answers.
    signedIn = await rig.session(server.url);
    let answers = 0;
    const killed = server;
    await rig.uploadSome(signedIn, course.id, 6, () => {
      answers += 1;
      if (answers === 2) killed.child.kill('SIGKILL');
    });
    expect(await rig.died(killed, 'at the burst’s second answer')).toBe('SIGKILL');
    await rig.expectAgreementAtLast(course.id);
    expect(rig.acknowledged.size).toBeGreaterThanOrEqual(3);
    // Four cold starts of the embedded database, on a machine other tests may share.
  }, 600_000);
});
