import { createHash } from 'node:crypto';
import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appConfigWith, meAnswer } from '../../../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../../../testing/render-with-services.tsx';
import { matchRoute, useTestServer } from '../../../../testing/test-server.ts';
import { courses, pdfFile, uploadedArchiveOf } from '../testing/fixtures.ts';
import { UploadArchiveButton } from './upload-archive-button.tsx';

const server = useTestServer();

const sameExam = {
  archive: { id: 12, name: '第一次期中考', professor: '林美華', academic_year: 112, archive_type: 'midterm' },
  reason: 'same_file',
  similarity: 1,
};

async function serve() {
  await server.start((request) => {
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: courses };
    if (matchRoute(routes.courses.listCourseArchives, request)) return { status: 200, body: [] };
    if (matchRoute(routes.auth.appConfig, request))
      return { status: 200, body: appConfigWith({ uploadMaxMb: 10 }) };
    if (matchRoute(routes.courses.findArchiveDuplicates, request))
      return { status: 200, body: { duplicates: [sameExam] } };
    if (matchRoute(routes.archives.uploadArchive, request))
      return { status: 201, body: uploadedArchiveOf(3, { id: 99 }) };
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    return { status: 404, body: { detail: '找不到' } };
  });
}

const dialog = () => screen.getByRole('dialog', { name: '上傳考古題' });
const click = (name: string) => userEvent.click(within(dialog()).getByRole('button', { name }));
const field = (label: string) =>
  within(dialog()).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });

describe('上傳考古題: already here?', () => {
  it('asks about the chosen PDF in the course being viewed, links the archive found, and still uploads', async () => {
    await serve();
    const onUploaded = vi.fn();
    await renderSignedIn(<UploadArchiveButton selectedCourseId={3} onUploaded={onUploaded} />, {
      uid: 7,
      is_admin: false,
    });
    const open = screen.getByRole('button', { name: '上傳考古題' });
    await waitFor(() => expect(open.hasAttribute('disabled')).toBe(false));
    await userEvent.click(open);
    await screen.findByRole('dialog', { name: '上傳考古題' });
    await click('下一步');
    await userEvent.type(field('授課教授'), '林美華');
    await userEvent.type(field('學年度'), '113');
    await userEvent.click(field('考試類型'));
    await userEvent.click(await screen.findByRole('option', { name: '期末考' }));
    await userEvent.type(field('考古題名稱'), '期末考');
    await click('下一步');
    const file = pdfFile('期末.pdf');
    const input = dialog().querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, file);

    const link = await within(dialog()).findByRole('link', { name: /第一次期中考/ });
    expect(link.getAttribute('href')).toBe('/archive?course=3&archive=12');
    expect(within(dialog()).getByText('這份考古題可能已經存在')).toBeTruthy();
    const [asked] = server.callsTo(routes.courses.findArchiveDuplicates);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(JSON.parse(asked?.body ?? '{}')).toMatchObject({
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(asked?.path).toContain('/courses/3/archives/duplicates');
    await click('下一步');
    await click('上傳');
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(3));
  });
});
