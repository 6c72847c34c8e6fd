// The production server as the upload crash test runs it, in a process of its own, optionally killing itself
// with SIGKILL at one point of one upload:
//   CRASH_AT=before-store  the Nth archive file's key is recorded as pending, its bytes not yet stored;
//   CRASH_AT=after-store   the Nth file is stored, its row not yet written;
//   CRASH_AT=after-commit  the Nth archive's row is committed, the answer not yet sent.
// N is CRASH_ON_UPLOAD (1 by default). Prints `READY <url>` once listening; logs go to stdout as JSON lines.
import { Writable } from 'node:stream';
import { z } from 'zod';
import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { startServer } from '../server.ts';
import { createStorage, type FileStorage } from '../storage/index.ts';

const settings = z
  .object({
    CRASH_AT: z.enum(['before-store', 'after-store', 'after-commit', '']).default(''),
    CRASH_ON_UPLOAD: z.coerce.number().int().positive().default(1),
  })
  .parse(process.env);

const die = () => process.kill(process.pid, 'SIGKILL');

function crashingStorage(inner: FileStorage): FileStorage {
  let puts = 0;
  return {
    ...inner,
    async put(key, bytes, contentType) {
      const nth = key.startsWith('archives/') ? ++puts : 0;
      if (settings.CRASH_AT === 'before-store' && nth === settings.CRASH_ON_UPLOAD) die();
      await inner.put(key, bytes, contentType);
      if (settings.CRASH_AT === 'after-store' && nth === settings.CRASH_ON_UPLOAD) die();
    },
  };
}

/** Passes log lines to stdout and dies at the Nth `archive_uploaded`: the row is committed, the answer unsent. */
function crashingLog(): Writable {
  let uploaded = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      process.stdout.write(chunk);
      const line = chunk.toString('utf8');
      if (settings.CRASH_AT === 'after-commit' && line.includes('"event":"archive_uploaded"')) {
        uploaded += 1;
        if (uploaded === settings.CRASH_ON_UPLOAD) die();
      }
      done();
    },
  });
}

const env = loadEnv();
const server = await startServer({
  env,
  logger: createLogger(env, crashingLog()),
  storage: crashingStorage(createStorage(env.storage)),
});
process.stdout.write(`READY ${server.url}\n`);
process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
