import { routes } from '@pastexam/api-contract';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { meAnswer } from '../../../../testing/api-fixtures.ts';
import { loadEnglish } from '../../../../testing/load-english.ts';
import { renderSignedIn } from '../../../../testing/render-with-services.tsx';
import { matchRoute, pathOf, useTestServer } from '../../../../testing/test-server.ts';
import { archiveOf, courses } from '../testing/fixtures.ts';
import { ArchiveActions } from './archive-actions.tsx';
import { ArchiveManager } from './archive-manager.tsx';

const server = useTestServer();
const archivePath = pathOf(routes.archives.updateArchive, { cid: '3', aid: '21' });
beforeAll(() => loadEnglish(archivesMessages));
afterEach(() => {
  delete window.umami;
});

describe('archive row actions in English', () => {
  it('names the buttons, asks before deleting and says it was deleted, in English', async () => {
    await server.start((request) => {
      if (matchRoute(routes.users.me, request)) return meAnswer(request);
      if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: courses };
      if (request.path === archivePath && request.method === 'DELETE')
        return { status: 200, body: { ok: true } };
      return { status: 404, body: { detail: 'Not found' } };
    });
    window.umami = { track: vi.fn() };
    const onChanged = vi.fn();
    await renderSignedIn(
      <ArchiveManager>
        <ArchiveActions archive={archiveOf()} courseId={3} onChanged={onChanged} />
      </ArchiveManager>,
      { uid: 7, is_admin: false },
      { locale: 'en' },
    );
    const label = 'AY 2023–24 (112) 第一次期中考 (王大明)';
    expect(await screen.findByRole('button', { name: `Edit ${label}` })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Delete ${label}` }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete past exam' });
    expect(within(confirm).getByText('Delete “第一次期中考” (AY 2023–24 (112), 王大明)?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('“第一次期中考” was deleted')).toBeTruthy();
    expect(screen.getByText('Deleted')).toBeTruthy();
  });
});
