// The original system had no questions nor answers: an exam it brings in is read as an upload is, by the text
// job the import queues, and its questions are proposed from its numbering like any other exam's.
import { rm } from 'node:fs/promises';
import { routes } from '@pastexam/api-contract';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { jobLanes } from '../job-lanes.ts';
import { EXTRACT_TEXT_KIND } from '../search/extract/queue.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { useJobWorkers } from '../test-support/jobs.ts';
import { firstStart, type LegacySystem, legacyImporter } from '../test-support/legacy-import.ts';
import { legacyBucket, openLegacyTestDatabase } from '../test-support/legacy-system.ts';
import { referenceExams } from '../test-support/question-exams.ts';
import { searchDeps, TEXT_READ_TEST_TIMEOUT_MS, textRead } from '../test-support/search.ts';

const t = useTestApp();
const { start } = useJobWorkers(() => t);
let original: TestStorage;
let system: LegacySystem | undefined;
const importer = legacyImporter(t, () => {
  if (!system) throw new Error('the original system is set up in beforeAll');
  return system;
});

beforeAll(async () => {
  await firstStart(t.db, 'admin@dept.edu');
  original = await createTestStorage({ database: 'empty' });
  const legacy = await openLegacyTestDatabase(original.databaseUrl, {
    users: [{ id: 1, name: 'admin', email: 'admin@dept.edu', is_admin: true, is_local: true }],
    courses: [{ id: 1, name: '資料結構', category: 'SOPHOMORE' }],
    archives: [
      {
        id: 1,
        name: '期末考',
        academic_year: 2024,
        archive_type: 'FINAL',
        professor: '林美華',
        object_name: 'archives/1/final.pdf',
        course_id: 1,
      },
    ],
  });
  const exam = (await referenceExams()).find((one) => one.name === 'zh-dot');
  if (!exam) throw new Error('no reference exam zh-dot');
  system = { legacy, bucket: await legacyBucket({ 'archives/1/final.pdf': exam.pdf }) };
}, 90_000);

afterAll(async () => {
  await system?.legacy.close();
  if (system) await rm(system.bucket, { recursive: true, force: true });
  await original?.cleanup();
});

test('an imported exam gets its questions proposed, as an upload does', {
  timeout: TEXT_READ_TEST_TIMEOUT_MS + 60_000,
}, async () => {
  await importer.run();
  const archiveId = await importer.imported('archive', 1);
  // The server's text lane, which takes the job the import queued.
  start(
    jobLanes({ env: t.env, ...searchDeps(t), ocrAvailable: false }).filter(
      (l) => l.name === EXTRACT_TEXT_KIND,
    ),
  );
  await textRead(t, archiveId);
  const reader = await signedInUser(t);
  const listed = await t
    .client()
    .call(routes.questions.listQuestions, { params: { aid: String(archiveId) } }, { token: reader.token });
  if (!listed.ok) throw new Error(`listed ${listed.status}`);
  const exam = (await referenceExams()).find((one) => one.name === 'zh-dot');
  expect(listed.body.questions.map((q) => q.name)).toEqual(exam?.starts.map((s) => s.name));
  expect(listed.body.questions.every((q) => q.status === 'proposed')).toBe(true);
});
