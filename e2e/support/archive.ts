// Puts courses and archives in place through the API, as an administrator would, so a spec starts from the
// data it needs (the e2e server runs with SEED_DEMO=false on an empty database).
import {
  type Archive,
  type ArchiveType,
  type Course,
  type CourseCategory,
  routes,
  type UploadedArchive,
} from '@pastexam/api-contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { api } from './api.ts';
import { admin } from './env.ts';

/** Numbers `objects` from 1 (object 1 is the catalog) and writes them with a cross-reference table. */
export function serializePdf(objects: readonly string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A PDF that writes `pages[i]` on page i + 1 in a Traditional Chinese font it does not embed, as older office
 * tools do: a reader needs Adobe's UniCNS-UCS2-H CMap to map the characters. Only BMP characters.
 */
export function chineseTextPdf(...pages: readonly string[]): Buffer {
  if (pages.length === 0) throw new Error('a PDF needs at least one page');
  const pageId = (index: number) => 6 + index * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${pageId(index)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /MingLiU /Encoding /UniCNS-UCS2-H /DescendantFonts [4 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /MingLiU /CIDSystemInfo << /Registry (Adobe) /Ordering (CNS1) /Supplement 4 >> /FontDescriptor 5 0 R >>',
    '<< /Type /FontDescriptor /FontName /MingLiU /Flags 4 /FontBBox [0 -200 1000 800] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 >>',
  ];
  for (const [index, text] of pages.entries()) {
    const hex = [...text]
      .map((character) => (character.codePointAt(0) ?? 0).toString(16).padStart(4, '0'))
      .join('');
    // Every character of a font without widths is 1 em wide: at 12 pt, 45 of them fit on the page.
    const content = `BT /F1 12 Tf 72 700 Td <${hex.toUpperCase()}> Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId(index) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  return serializePdf(objects);
}

/**
 * A one-page PDF that is only a picture (a scan): a JPEG drawn over the whole page, with no text layer. The
 * JPEG's size in pixels is given, as the PDF must state it.
 */
export function scannedPdf(jpeg: Buffer, width: number, height: number): Buffer {
  const content = 'q 612 0 0 792 0 0 cm /Im1 Do Q';
  return serializePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n${jpeg.toString('latin1')}\nendstream`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}

/**
 * A small, valid PDF with one line of ASCII text on each page, written by hand so no PDF library is needed.
 * `lines[i]` is drawn on page i + 1; the server accepts it (header, page tree, cross-reference table, %%EOF).
 */
export function minimalPdf(lines: readonly string[] = ['Past exam, page 1']): Buffer {
  if (lines.length === 0) throw new Error('a PDF needs at least one page');
  const pdfString = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const pageCount = lines.length;
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content stream per line.
  const pageId = (index: number) => 4 + index * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${lines.map((_, index) => `${pageId(index)} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  lines.forEach((line, index) => {
    const content = `BT /F1 24 Tf 72 720 Td (${pdfString(line)}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId(index) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  return serializePdf(objects);
}

/** Signs the administrator in through the API and returns the bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const body = { username: admin.username, password: admin.password };
  return (await api(request).output(routes.auth.login, { body })).access_token;
}

/** Creates a course as the administrator. Course names must be unique per category: make them unique per run. */
export async function createCourse(
  request: APIRequestContext,
  token: string,
  course: { name: string; category: CourseCategory },
): Promise<Course> {
  const response = await api(request).call(routes.courses.adminCreateCourse, { body: course }, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  if (!response.ok) throw new Error(response.body.detail);
  return response.body;
}

/** What an archive is where a spec does not say: 王教授's 113 學年度 期末考, without answers. */
const defaultArchive = {
  professor: '王教授',
  academicYear: 113,
  type: 'final',
  name: '期末考',
} as const satisfies Partial<ArchiveFields>;

/** An archive's details; a spec states those it relies on and `defaultArchive` gives the rest. */
export type ArchiveFields = {
  courseId: number;
  /** Default '王教授'. */
  professor?: string;
  /** Default 113. */
  academicYear?: number;
  /** Default 'final'. */
  type?: ArchiveType;
  /** Default '期末考'. */
  name?: string;
  /** Default false. */
  hasAnswers?: boolean;
  /** Default: a one-page minimalPdf. */
  pdf?: Buffer;
  /** The uploaded file's own name. Default 'exam.pdf'. */
  fileName?: string;
};

/** Uploads a PDF into a course through POST /api/archives with `token` (any signed-in user may upload). */
export function uploadArchive(
  request: APIRequestContext,
  token: string,
  fields: ArchiveFields,
): Promise<Archive> {
  return postArchive(request, token, { course_id: fields.courseId }, fields);
}

/**
 * A new course and one archive uploaded into it, both as the holder of `token` (the administrator). The course
 * is a general one with a unique name unless `course` is given.
 */
export async function courseWithArchive(
  request: APIRequestContext,
  token: string,
  {
    course = { name: uniqueName('課程'), category: 'general' },
    ...fields
  }: Omit<ArchiveFields, 'courseId'> & { course?: { name: string; category: CourseCategory } } = {},
): Promise<{ course: Course; archive: Archive }> {
  const created = await createCourse(request, token, course);
  return {
    course: created,
    archive: await uploadArchive(request, token, { ...fields, courseId: created.id }),
  };
}

/**
 * Uploads a PDF into the course `course` names, as the wizard's 新增課程 sends it: the server creates the course
 * unless one of that name and category exists (awaiting review, when `token` is not an administrator's).
 */
export function uploadIntoNewCourse(
  request: APIRequestContext,
  token: string,
  course: { name: string; category: CourseCategory },
  fields: Omit<ArchiveFields, 'courseId'>,
): Promise<UploadedArchive> {
  const named = { course_name: course.name, course_category: course.category };
  return postArchive(request, token, named, fields);
}

/** POST /archives with the course named either way, and the rest of `fields`. */
async function postArchive(
  request: APIRequestContext,
  token: string,
  course: { course_id: number } | { course_name: string; course_category: CourseCategory },
  fields: Omit<ArchiveFields, 'courseId'>,
): Promise<UploadedArchive> {
  const body = {
    ...course,
    professor: fields.professor ?? defaultArchive.professor,
    academic_year: fields.academicYear ?? defaultArchive.academicYear,
    archive_type: fields.type ?? defaultArchive.type,
    name: fields.name ?? defaultArchive.name,
    has_answers: fields.hasAnswers ?? false,
    file: new File([new Uint8Array(fields.pdf ?? minimalPdf())], fields.fileName ?? 'exam.pdf', {
      type: 'application/pdf',
    }),
  };
  const response = await api(request).call(routes.archives.uploadArchive, { body }, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  if (!response.ok) throw new Error(response.body.detail);
  return response.body;
}

/** Downloads an archive whole as `token`'s holder, so that it counts (in its total and the day's). */
export async function downloadArchive(
  request: APIRequestContext,
  token: string,
  course: { id: number },
  archive: { id: number },
): Promise<void> {
  const params = { cid: String(course.id), aid: String(archive.id) };
  const response = await api(request).raw(routes.archives.archiveDownload, { params }, { token });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

/** The stored file exactly as the viewer endpoint serves it (the server strips metadata on upload). */
export async function storedPdf(
  request: APIRequestContext,
  token: string,
  courseId: number,
  archiveId: number,
): Promise<Buffer> {
  const params = { cid: String(courseId), aid: String(archiveId) };
  const response = await api(request).raw(routes.archives.archiveFile, { params }, { token });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** A name no other test or earlier run has used, e.g. `uniqueName('資料結構')` → '資料結構 k3f9x'. */
export function uniqueName(base: string): string {
  return `${base} ${Math.random().toString(36).slice(2, 7)}`;
}
