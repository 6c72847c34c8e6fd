import { createHash } from 'node:crypto';
import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfigWith, meAnswer } from '../../../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../../../testing/render-with-services.tsx';
import { matchRoute, pathOf, type TestResponse, useTestServer } from '../../../../testing/test-server.ts';
import { archiveOf, courses, pdfFile, uploadedArchiveOf } from '../testing/fixtures.ts';
import { UploadArchiveButton } from './upload-archive-button.tsx';

const server = useTestServer();
afterEach(() => {
  delete window.umami;
});

const MB = 1024 * 1024;

async function serve(uploadAnswer: TestResponse, uploadMaxMb = 10, duplicates: unknown[] = []) {
  await server.start((request) => {
    if (request.path === pathOf(routes.courses.listCourseArchives, { id: '3' }))
      return { status: 200, body: [archiveOf({ professor: '林美華' })] };
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: courses };
    if (matchRoute(routes.auth.appConfig, request))
      return { status: 200, body: appConfigWith({ uploadMaxMb }) };
    if (matchRoute(routes.archives.uploadArchive, request)) return uploadAnswer;
    if (matchRoute(routes.courses.findArchiveDuplicates, request))
      return { status: 200, body: { duplicates } };
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    return { status: 404, body: { detail: '找不到' } };
  });
  window.umami = { track: vi.fn() };
}

const dialog = () => screen.getByRole('dialog', { name: '上傳考古題' });
const field = (label: string) =>
  within(dialog()).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
const click = (name: string) => userEvent.click(within(dialog()).getByRole('button', { name }));

/** Fills step 2 and stops on the file step. */
async function fillExam() {
  await click('下一步');
  await userEvent.type(field('授課教授'), '林美華');
  await userEvent.type(field('學年度'), '113');
  await userEvent.click(field('考試類型'));
  await userEvent.click(await screen.findByRole('option', { name: '期末考' }));
  await userEvent.type(field('考古題名稱'), '期末考 A 卷');
  await click('下一步');
}

/** Chooses a file on the file step and waits for the wizard's verdict on its bytes. */
async function chooseFile(file: File) {
  const input = dialog().querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await userEvent.upload(input, file);
  await waitFor(() => expect(within(dialog()).queryByText('正在檢查檔案…')).toBeNull());
}

/** Fills steps 2 and 3 and stops on the summary. */
async function fillExamAndFile(file = pdfFile()) {
  await fillExam();
  await chooseFile(file);
  await click('下一步');
}

async function renderButton(
  onUploaded: (courseId: number) => void,
  selectedCourseId: number | null = 3,
  isAdmin = false,
) {
  await renderSignedIn(<UploadArchiveButton selectedCourseId={selectedCourseId} onUploaded={onUploaded} />, {
    uid: 7,
    is_admin: isAdmin,
  });
}

const PENDING_NOTE = '新課程會標示為「待審核」，由管理員確認或併入既有課程。';

/** 上傳考古題 waits for the course list; then it opens the wizard. */
async function openWizard() {
  const button = screen.getByRole('button', { name: '上傳考古題' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await userEvent.click(button);
  // The wizard's code is fetched with the first opening.
  await screen.findByRole('dialog', { name: '上傳考古題' });
}

/** The text fields of a recorded multipart body (the file part is left out). */
function multipartFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) {
    const [, name, value] = match;
    if (name) fields[name] = value ?? '';
  }
  return fields;
}

describe('上傳考古題', () => {
  it('uploads to the course being viewed, with its professors suggested, then shows that course', async () => {
    await serve({
      status: 201,
      body: uploadedArchiveOf(3, { id: 99, name: '期末考 A 卷', archive_type: 'final' }),
    });
    const onUploaded = vi.fn();
    await renderButton(onUploaded);
    await openWizard();
    expect(field('課程')).toHaveProperty('value', '資料結構');
    await click('下一步');
    await userEvent.type(field('授課教授'), '林');
    expect(await screen.findByRole('option', { name: '林美華' })).toBeTruthy();
    await userEvent.clear(field('授課教授'));
    await click('上一步');
    await fillExamAndFile(pdfFile('期末.pdf'));
    await click('上傳');

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(3));
    expect(await screen.findByText('「期末考 A 卷」已加入考古題')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '上傳考古題' })).toBeNull());
    const [request] = server.callsTo(routes.archives.uploadArchive);
    expect(request?.headers['content-type']).toContain('multipart/form-data');
    expect(request?.headers['x-xsrf-token']).toBe(server.xsrfToken);
    expect(multipartFields(request?.body ?? '')).toEqual({
      course_id: '3',
      professor: '林美華',
      academic_year: '113',
      archive_type: 'final',
      name: '期末考 A 卷',
      has_answers: 'false',
    });
    expect(request?.body).toContain('filename="期末.pdf"');
    expect(request?.body).toContain('%PDF-1.4');
    expect(window.umami?.track).toHaveBeenCalledWith('archive-upload', { type: 'final', has_answers: false });
  });

  it('sends photos as pages in the order arranged, each with its turn', async () => {
    await serve({ status: 201, body: uploadedArchiveOf(3, { id: 101 }) });
    const onUploaded = vi.fn();
    await renderButton(onUploaded);
    await openWizard();
    await fillExam();
    const photo = (name: string) =>
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1])], name, { type: 'image/jpeg' });
    await chooseFile(photo('IMG_1.jpg'));
    await chooseFile(photo('IMG_2.jpg'));
    await click('上移：IMG_2.jpg');
    await click('旋轉 90°：IMG_1.jpg');
    await click('下一步');
    await click('上傳');
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(3));
    const [request] = server.callsTo(routes.archives.uploadArchive);
    const body = request?.body ?? '';
    expect([...body.matchAll(/name="images"; filename="([^"]+)"/g)].map(([, name]) => name)).toEqual([
      'IMG_2.jpg',
      'IMG_1.jpg',
    ]);
    expect([...body.matchAll(/name="rotations"\r\n\r\n(\d+)\r\n/g)].map(([, turn]) => turn)).toEqual([
      '0',
      '90',
    ]);
    expect(body).not.toContain('name="file"');
  });

  it('asks whether the chosen PDF is already in the course, links the archive found, and still uploads', async () => {
    const sameExam = {
      archive: {
        id: 12,
        name: '第一次期中考',
        professor: '林美華',
        academic_year: 112,
        archive_type: 'midterm',
      },
      reason: 'same_file',
      similarity: 1,
    };
    await serve({ status: 201, body: uploadedArchiveOf(3, { id: 99 }) }, 10, [sameExam]);
    const onUploaded = vi.fn();
    await renderButton(onUploaded);
    await openWizard();
    await fillExam();
    const file = pdfFile('期末.pdf');
    await chooseFile(file);
    const link = await within(dialog()).findByRole('link', { name: /第一次期中考/ });
    expect(link.getAttribute('href')).toBe('/archive?course=3&archive=12');
    expect(within(dialog()).getByText('這份考古題可能已經存在')).toBeTruthy();
    const [asked] = server.callsTo(routes.courses.findArchiveDuplicates);
    expect(asked?.path).toBe(pathOf(routes.courses.findArchiveDuplicates, { id: '3' }));
    const sha256 = createHash('sha256')
      .update(new Uint8Array(await file.arrayBuffer()))
      .digest('hex');
    expect(JSON.parse(asked?.body ?? '{}')).toMatchObject({ sha256 });
    await click('下一步');
    await click('上傳');
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(3));
  });

  it('after creating a course, shows the new course the server made, by the id in its answer', async () => {
    await serve({ status: 201, body: uploadedArchiveOf(42, { id: 100 }) });
    const onUploaded = vi.fn();
    await renderButton(onUploaded, null);
    await openWizard();
    await userEvent.click(within(dialog()).getByText('新增課程'));
    await userEvent.click(field('課程分類'));
    await userEvent.click(await screen.findByRole('option', { name: '研究所課程' }));
    await userEvent.type(field('新課程名稱'), '深度學習');
    expect(await within(dialog()).findByText(PENDING_NOTE)).toBeTruthy();
    await fillExamAndFile();
    await click('上傳');

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(42));
    // Course 42 is in no list the server gave: the page is told it from the upload's own answer.
    expect(JSON.stringify(courses)).not.toContain('"id":42');
    const fields = multipartFields(server.callsTo(routes.archives.uploadArchive)[0]?.body ?? '');
    expect(fields).toMatchObject({ course_name: '深度學習', course_category: 'graduate' });
    expect(fields).not.toHaveProperty('course_id');
  });

  it('does not tell an admin a new course awaits review: theirs are created confirmed', async () => {
    await serve({ status: 201, body: uploadedArchiveOf(42) });
    await renderButton(vi.fn(), null, true);
    await openWizard();
    await userEvent.click(within(dialog()).getByText('新增課程'));
    await waitFor(() => expect(server.callsTo(routes.users.me)).toHaveLength(1));
    await userEvent.type(field('新課程名稱'), '深度學習');
    expect(within(dialog()).queryByText(PENDING_NOTE)).toBeNull();
  });

  it('with the server set to 20 MB, says so and sends a 15 MB PDF', async () => {
    await serve({ status: 201, body: uploadedArchiveOf(3) }, 20);
    const onUploaded = vi.fn();
    await renderButton(onUploaded);
    await openWizard();
    await fillExam();
    expect(await within(dialog()).findByText('或使用下方按鈕選擇檔案（上限 20 MB）')).toBeTruthy();
    await chooseFile(pdfFile('掃描版.pdf', 15 * MB));
    await click('下一步');
    await click('上傳');

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(3));
    expect(server.callsTo(routes.archives.uploadArchive)).toHaveLength(1);
  });

  it('with the server set to 5 MB, refuses a 6 MB PDF before sending, in the server’s words', async () => {
    await serve({ status: 201, body: uploadedArchiveOf(3) }, 5);
    await renderButton(vi.fn());
    await openWizard();
    await fillExam();
    expect(await within(dialog()).findByText('或使用下方按鈕選擇檔案（上限 5 MB）')).toBeTruthy();
    await chooseFile(pdfFile('掃描版.pdf', 6 * MB));
    expect(within(dialog()).getByRole('alert').textContent).toBe('檔案超過 5 MB 上限');
    await click('下一步');
    expect(within(dialog()).getByRole('form', { name: '檔案' })).toBeTruthy();
    expect(server.callsTo(routes.archives.uploadArchive)).toHaveLength(0);
  });

  it('refuses a text file renamed .pdf on the file step, in the server’s words, and sends nothing', async () => {
    await serve({ status: 201, body: uploadedArchiveOf(3) });
    await renderButton(vi.fn());
    await openWizard();
    await fillExam();
    await chooseFile(new File(['只是改了副檔名的筆記'], 'notes.pdf', { type: 'application/pdf' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('檔案不是有效的 PDF');
    await click('下一步');
    expect(within(dialog()).getByRole('form', { name: '檔案' })).toBeTruthy();
    expect(server.callsTo(routes.archives.uploadArchive)).toHaveLength(0);
  });

  it('keeps the wizard open with the server’s reason when the file is refused', async () => {
    await serve({ status: 415, body: { detail: '檔案不是有效的 PDF', code: 'not_pdf' } });
    const onUploaded = vi.fn();
    await renderButton(onUploaded);
    await openWizard();
    await fillExamAndFile(pdfFile('renamed.pdf'));
    await click('上傳');

    const alert = await within(dialog()).findByRole('alert', { name: '上傳失敗' });
    expect(within(alert).getByText('檔案不是有效的 PDF')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: '上傳' }).hasAttribute('disabled')).toBe(false);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(window.umami?.track).not.toHaveBeenCalled();
  });
});
