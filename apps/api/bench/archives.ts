// The archive's hot paths as students use them: the course list, a course's archives, the PDF (whole and by
// byte range, as the viewer reads large files) and uploads, which parse and clean every PDF before storing it.
import { routes } from '@pastexam/api-contract';
import type { ApiClient } from '../src/testing/index.ts';

/** `concurrency` clients send `requests` in all (20 unless given). */
export type Scenario = {
  name: string;
  requests: number;
  send: () => Promise<Response>;
  concurrency?: number;
};

/** The scenarios on the demo department; none when the database has no archive (SEED_DEMO=false). */
export async function archiveScenarios(client: ApiClient, token: string): Promise<Scenario[]> {
  const as = { token };
  const byCategory = await client.output(routes.courses.listCourses, {}, as);
  for (const course of Object.values(byCategory).flat()) {
    const courseParams = { params: { id: String(course.id) } };
    const [archive] = await client.output(routes.courses.listCourseArchives, courseParams, as);
    if (archive === undefined) continue;
    const fileParams = { params: { cid: String(course.id), aid: String(archive.id) } };
    const file = (headers: Record<string, string> = {}) =>
      client.raw(routes.archives.archiveFile, fileParams, { ...as, headers });
    const pdf = new Uint8Array(await (await file()).arrayBuffer());
    const upload = () =>
      client.raw(
        routes.archives.uploadArchive,
        {
          body: {
            course_id: course.id,
            professor: archive.professor,
            academic_year: archive.academic_year,
            archive_type: archive.archive_type,
            name: 'bench upload',
            file: new File([pdf], 'exam.pdf', { type: 'application/pdf' }),
          },
        },
        as,
      );
    return [
      {
        name: 'GET /api/courses',
        requests: 1000,
        send: () => client.raw(routes.courses.listCourses, {}, as),
      },
      {
        name: 'GET /api/courses/:id/archives',
        requests: 1000,
        send: () => client.raw(routes.courses.listCourseArchives, courseParams, as),
      },
      { name: `GET …/file (${pdf.byteLength} B PDF)`, requests: 1000, send: () => file() },
      { name: 'GET …/file Range 0-1023', requests: 1000, send: () => file({ range: 'bytes=0-1023' }) },
      { name: 'POST /api/archives (upload)', requests: 100, send: upload },
    ];
  }
  console.log('archive scenarios: skipped (no archives; run with SEED_DEMO=true)');
  return [];
}
