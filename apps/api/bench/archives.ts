// The archive's hot paths as students use them: the course list, a course's archives, the PDF (whole and by
// byte range, as the viewer reads large files) and uploads, which parse and clean every PDF before storing it.
import { archiveListSchema, coursesByCategorySchema } from '@pastexam/api-contract';

export type Scenario = { name: string; requests: number; send: () => Promise<Response> };

/** The scenarios on the demo department; none when the database has no archive (SEED_DEMO=false). */
export async function archiveScenarios(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<Scenario[]> {
  const get = (path: string, extra: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api${path}`, { headers: { ...headers, ...extra } });
  const byCategory = coursesByCategorySchema.parse(await (await get('/courses')).json());
  for (const course of Object.values(byCategory).flat()) {
    const [archive] = archiveListSchema.parse(await (await get(`/courses/${course.id}/archives`)).json());
    if (archive === undefined) continue;
    const filePath = `/courses/${course.id}/archives/${archive.id}/file`;
    const pdf = new Uint8Array(await (await get(filePath)).arrayBuffer());
    const upload = () => {
      const form = new FormData();
      form.set('course_id', String(course.id));
      form.set('professor', archive.professor);
      form.set('academic_year', String(archive.academic_year));
      form.set('archive_type', archive.archive_type);
      form.set('name', 'bench upload');
      form.set('file', new File([pdf], 'exam.pdf', { type: 'application/pdf' }));
      return fetch(`${baseUrl}/api/archives`, { method: 'POST', headers, body: form });
    };
    return [
      { name: 'GET /api/courses', requests: 1000, send: () => get('/courses') },
      {
        name: 'GET /api/courses/:id/archives',
        requests: 1000,
        send: () => get(`/courses/${course.id}/archives`),
      },
      { name: `GET …/file (${pdf.byteLength} B PDF)`, requests: 1000, send: () => get(filePath) },
      {
        name: 'GET …/file Range 0-1023',
        requests: 1000,
        send: () => get(filePath, { range: 'bytes=0-1023' }),
      },
      { name: 'POST /api/archives (upload)', requests: 100, send: upload },
    ];
  }
  console.log('archive scenarios: skipped (no archives; run with SEED_DEMO=true)');
  return [];
}
