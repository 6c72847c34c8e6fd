// What a large PDF does to everyone else: while one upload of many pages is read and cleaned, and for a few
// seconds after, while its text is read in the background, /api/health is asked every 10 ms: its latencies are
// what other users would meet meanwhile.
import { routes } from '@pastexam/api-contract';
import { blankPdf } from '../src/test-support/pdfs.ts';
import type { ApiClient } from '../src/testing/index.ts';
import { percentile } from './percentile.ts';

const POLL_MS = 10;
/** How long the polling goes on after the upload's answer, while the background jobs read the file. */
const AFTER_MS = 5000;

async function healthDuring(baseUrl: string, work: Promise<Response>) {
  const latencies: number[] = [];
  const started = performance.now();
  let answeredMs = 0;
  let done = false;
  const answer = work.finally(() => {
    answeredMs = performance.now() - started;
    setTimeout(() => {
      done = true;
    }, AFTER_MS);
  });
  while (!done) {
    const t0 = performance.now();
    await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { latencies: latencies.sort((a, b) => a - b), response: await answer, answeredMs };
}

/** Uploads blank PDFs of each size into a course of their own while polling /api/health; prints the figures. */
export async function benchHealthUnderUpload(client: ApiClient, token: string, baseUrl: string) {
  const as = { token };
  const course = await client.output(
    routes.courses.adminCreateCourse,
    { body: { name: `bench pdf ${Date.now()}`, category: 'general' } },
    as,
  );
  for (const pages of [300, 2000]) {
    const pdf = await blankPdf(pages);
    const upload = client.raw(
      routes.archives.uploadArchive,
      {
        body: {
          course_id: course.id,
          professor: 'bench',
          academic_year: 112,
          archive_type: 'midterm',
          name: `${pages} pages`,
          file: new File([pdf], 'exam.pdf', { type: 'application/pdf' }),
        },
      },
      as,
    );
    const { latencies, response, answeredMs } = await healthDuring(baseUrl, upload);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `${`upload of ${pages} pages`.padEnd(28)} ${response.status} in ${ms(answeredMs)}; ` +
        `/api/health then and ${AFTER_MS / 1000} s after: ${latencies.length} answers, p50 ${ms(percentile(latencies, 50))}, ` +
        `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}`,
    );
  }
}
