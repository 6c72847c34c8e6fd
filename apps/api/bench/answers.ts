// `pnpm bench` (answers): an exam's answers endpoint, on an exam of 40 questions × 20 answers (with votes,
// endorsements and comments), read by an administrator from the production server started as README starts it,
// next to a bare node:http server answering the very bytes it answered, in the same run. Prints requests per
// second, p50 and p99 and the ratio to the bare server; asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareRequest, routes } from '@pastexam/api-contract';
import { createHttpClient } from '../src/testing/index.ts';
import { ANSWERS_PER_QUESTION, QUESTIONS, seedExam } from './answers-exam.ts';
import { startReplica } from './processes.ts';
import { CONNECTIONS, DURATION_S, startBare, versusBare } from './versus-bare.ts';

async function main() {
  const password = randomBytes(12).toString('hex');
  const env = {
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    APP_SECRET: randomBytes(32).toString('hex'),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'pastexam-bench-answers-'));
  console.log(
    `answers: ${QUESTIONS} questions × ${ANSWERS_PER_QUESTION} answers, autocannon, ${CONNECTIONS} connections, ` +
      `${DURATION_S} s per scenario, loopback, PGlite`,
  );
  try {
    // Started once so that it migrates and creates the administrator, then stopped while the exam is written.
    await (await startReplica({ ...env, DATA_DIR: dataDir })).stop();
    const archiveId = await seedExam(dataDir);
    const server = await startReplica({ ...env, DATA_DIR: dataDir });
    try {
      const client = createHttpClient(server.url);
      const login = { body: { username: 'admin', password } };
      const { access_token } = await client.output(routes.auth.login, login);
      const headers = { authorization: `Bearer ${access_token}` };
      const path = `/api/${prepareRequest(routes.answers.listArchiveAnswers, { params: { aid: String(archiveId) } }).path}`;
      const response = await fetch(`${server.url}${path}`, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      const bare = await startBare(
        new Map([[path, { contentType: response.headers.get('content-type') ?? 'application/json', body }]]),
      );
      try {
        const name = `GET /api/archives/{aid}/answers (${(body.byteLength / 1024).toFixed(0)} KiB)`;
        const { line } = await versusBare(name, `${server.url}${path}`, `${bare.url}${path}`, headers);
        console.log(line);
      } finally {
        await bare.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
